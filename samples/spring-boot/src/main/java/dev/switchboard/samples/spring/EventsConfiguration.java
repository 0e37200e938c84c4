package dev.switchboard.samples.spring;

import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * Registers the generated dispatcher as a bean. Component scanning cannot find it (generated code
 * carries no {@code @Component}); {@code @Import} makes it a bean, and Spring calls the generated
 * class's only constructor with the handler beans (no {@code @Inject} needed, none on the class path).
 * A handler added later is picked up with no change here.
 */
@Configuration(proxyBeanMethods = false)
@Import(SwitchboardOrderEvents.class)
public class EventsConfiguration {}
