package dev.switchboard.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.beans.PropertyDescriptor;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.beans.BeanUtils;
import org.springframework.boot.json.JsonParserFactory;

/**
 * Every {@code switchboard.*} property has metadata, which IDEs show: a description and a default.
 * The configuration processor writes it from {@link SwitchboardProperties}' Javadoc and fields.
 */
class ConfigurationMetadataTest {
  @Test
  void everyPropertyOfSwitchboardPropertiesHasADescriptionAndADefault() throws Exception {
    Map<String, Map<?, ?>> metadata = metadata();
    List<String> properties = new ArrayList<>();
    collect("switchboard", SwitchboardProperties.class, properties);

    assertThat(properties).contains("switchboard.publisher.enabled");
    assertThat(metadata.keySet()).containsExactlyInAnyOrderElementsOf(properties);
    for (String property : properties) {
      Map<?, ?> entry = metadata.get(property);
      assertThat(entry.get("description")).as(property).asString().isNotBlank();
      assertThat(entry.get("defaultValue")).as(property).isNotNull();
    }
  }

  /** The bound properties of {@code type}, nested classes of {@link SwitchboardProperties} walked. */
  private static void collect(String prefix, Class<?> type, List<String> properties) {
    for (PropertyDescriptor property : BeanUtils.getPropertyDescriptors(type)) {
      if (property.getName().equals("class")) {
        continue;
      }
      String name =
          prefix + "." + property.getName().replaceAll("([A-Z])", "-$1").toLowerCase();
      Class<?> value = property.getPropertyType();
      if (value.getDeclaringClass() == SwitchboardProperties.class) {
        collect(name, value, properties);
      } else {
        properties.add(name);
      }
    }
  }

  private static Map<String, Map<?, ?>> metadata() throws Exception {
    String json;
    try (InputStream in = SwitchboardProperties.class
        .getClassLoader()
        .getResourceAsStream("META-INF/spring-configuration-metadata.json")) {
      assertThat(in).as("the configuration processor's metadata").isNotNull();
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<?> properties =
        (List<?>) JsonParserFactory.getJsonParser().parseMap(json).get("properties");
    return properties.stream()
        .map(property -> (Map<?, ?>) property)
        .collect(Collectors.toMap(property -> (String) property.get("name"), property -> property));
  }
}
