package dev.switchboard.spring.boot;

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
 */
final class DispatcherBeans implements BeanDefinitionRegistryPostProcessor, BeanClassLoaderAware {
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
      }
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
