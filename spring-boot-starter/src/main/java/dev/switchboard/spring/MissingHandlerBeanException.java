package dev.switchboard.spring;

import java.lang.annotation.Annotation;
import java.util.Objects;

/**
 * A handler's binding needs a bean the application does not define: thrown at start-up, and
 * explained by the starter's failure analyzer.
 */
public class MissingHandlerBeanException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  private final String handler;
  private final Class<? extends Annotation> binding;
  private final String missingBean;

  /**
   * @param handler the handler, as the route report names it ({@code shop.Mailer#on(OrderPlaced)})
   * @param binding the annotation that needs the bean
   * @param missingBean the bean it needs, as a sentence names it ({@code a bean named 'mail' of type
   *     Executor})
   */
  public MissingHandlerBeanException(
      String handler, Class<? extends Annotation> binding, String missingBean) {
    super(handler + " is annotated @" + binding.getSimpleName() + ", which needs " + missingBean
        + ": the application does not define it");
    this.handler = Objects.requireNonNull(handler, "handler");
    this.binding = binding;
    this.missingBean = Objects.requireNonNull(missingBean, "missingBean");
  }

  /** The handler, as the route report names it. */
  public String handler() {
    return handler;
  }

  /** The binding annotation that needs the bean. */
  public Class<? extends Annotation> binding() {
    return binding;
  }

  /** The bean it needs, as a sentence names it. */
  public String missingBean() {
    return missingBean;
  }
}
