package dev.switchboard.processor.incremental;

import static com.google.common.truth.Truth.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link SourceKey} reads back the keys it writes, and no key of another kind of file. */
class SourceKeyTest {
  @Test
  void aKeyReadsBackAsTheClassItWasWrittenFor() {
    SourceKey key = SourceKey.of("com.example.shop.SwitchboardShop");

    assertThat(key.key()).isEqualTo("source:com.example.shop/SwitchboardShop");
    assertThat(SourceKey.parse(key.key())).hasValue(key);
    assertThat(key.canonicalName()).isEqualTo("com.example.shop.SwitchboardShop");
  }

  @Test
  void aClassOfTheUnnamedPackageHasAnEmptyPackage() {
    SourceKey key = SourceKey.of("SwitchboardShop");

    assertThat(key.key()).isEqualTo("source:/SwitchboardShop");
    assertThat(SourceKey.parse("source:/SwitchboardShop"))
        .isEqualTo(Optional.of(new SourceKey("", "SwitchboardShop")));
    assertThat(key.canonicalName()).isEqualTo("SwitchboardShop");
  }

  @Test
  void keysOfOtherFilesAndMalformedOnesNameNoSource() {
    assertThat(SourceKey.parse("resource:META-INF/switchboard/routes.txt")).isEmpty();
    assertThat(SourceKey.parse("lock")).isEmpty();
    assertThat(SourceKey.parse("source:SwitchboardShop")).isEmpty();
  }
}
