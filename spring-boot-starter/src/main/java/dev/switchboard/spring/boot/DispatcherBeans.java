package dev.switchboard.spring.boot;

import dev.switchboard.Interceptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.BeansException;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.config.AutowireCapableBeanFactory;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.BeanDefinitionRegistryPostProcessor;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.util.ClassUtils;

/**
 * Makes every generated dispatcher of the application a bean, built through its constructor from
 * the handler and interceptor beans, unless the application defines a bean of its type itself: a
 * dispatcher the user declares as a {@code @Bean} wins.
 *
 * <p>An interceptor the constructor takes is the application's bean of that type. When there is
 * none, and the interceptor is a concrete class with a public no-argument constructor, it is made a
 * bean of its own, created with that constructor as the dispatcher's {@code create()} would, and
 * marked as a fallback so that a bean of its type the application registers later still wins. An
 * interceptor with neither fails the start, naming the dispatcher and the interceptor, as a missing
 * handler does.
 */
final class DispatcherBeans implements BeanDefinitionRegistryPostProcessor, BeanClassLoaderAware {
  /** The names of the interceptor beans defined for lack of one: this, then the class name. */
  static final String INTERCEPTOR_BEAN_PREFIX = "switchboard.interceptor.";

  private ClassLoader classLoader = ClassUtils.getDefaultClassLoader();
  private final List<RegisteredDispatcher> registered = new ArrayList<>();

  /** A dispatcher of the application, the type of its events, and the bean that is it. */
  record RegisteredDispatcher(
      GeneratedDispatcher dispatcher, Class<?> declared, Class<?> eventRoot) {}

  @Override
  public void setBeanClassLoader(ClassLoader classLoader) {
    this.classLoader = classLoader;
  }

  @Override
  public void postProcessBeanDefinitionRegistry(BeanDefinitionRegistry registry)
      throws BeansException {
    ConfigurableListableBeanFactory beans = (ConfigurableListableBeanFactory) registry;
    for (GeneratedDispatcher dispatcher : RouteReports.find(classLoader)) {
      Class<?> generated = load(dispatcher.generatedClass(), dispatcher);
      Class<?> declared = load(dispatcher.declared(), dispatcher);
      Class<?> root = load(dispatcher.eventRoot(), dispatcher);
      registered.add(new RegisteredDispatcher(dispatcher, declared, root));
      if (beans.getBeanNamesForType(declared, true, false).length == 0) {
        RootBeanDefinition definition = new RootBeanDefinition(generated);
        definition.setAutowireMode(AutowireCapableBeanFactory.AUTOWIRE_CONSTRUCTOR);
        definition.setDescription("Switchboard dispatcher " + dispatcher.declared());
        registry.registerBeanDefinition(generated.getName(), definition);
        defineMissingInterceptors(generated, beans, registry);
      }
    }
  }

  /**
   * Defines a fallback bean for each interceptor a public constructor of {@code generated} takes
   * that the application has no bean of, if it can be created with its public no-argument
   * constructor.
   */
  private static void defineMissingInterceptors(
      Class<?> generated, ConfigurableListableBeanFactory beans, BeanDefinitionRegistry registry) {
    for (Constructor<?> constructor : generated.getConstructors()) {
      for (Class<?> parameter : constructor.getParameterTypes()) {
        String name = INTERCEPTOR_BEAN_PREFIX + parameter.getName();
        if (Interceptor.class.isAssignableFrom(parameter)
            && createdWithoutArguments(parameter)
            && !registry.containsBeanDefinition(name)
            && beans.getBeanNamesForType(parameter, true, false).length == 0) {
          RootBeanDefinition definition = new RootBeanDefinition(parameter);
          definition.setFallback(true);
          definition.setDescription("Switchboard interceptor " + parameter.getName()
              + ", created with its no-argument constructor: the application defines none");
          registry.registerBeanDefinition(name, definition);
        }
      }
    }
  }

  private static boolean createdWithoutArguments(Class<?> type) {
    if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
      return false;
    }
    try {
      return Modifier.isPublic(type.getConstructor().getModifiers());
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  @Override
  public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory)
      throws BeansException {}

  /** The application's dispatchers, once the registry has been post-processed. */
  List<RegisteredDispatcher> registered() {
    return List.copyOf(registered);
  }

  private Class<?> load(String name, GeneratedDispatcher dispatcher) {
    try {
      return ClassUtils.forName(name, classLoader);
    } catch (ClassNotFoundException | LinkageError e) {
      throw new IllegalStateException(
          "Switchboard's route report of " + dispatcher.declared() + " names " + name
              + ", which is not on the class path: rebuild the module that declares it",
          e);
    }
  }
}
