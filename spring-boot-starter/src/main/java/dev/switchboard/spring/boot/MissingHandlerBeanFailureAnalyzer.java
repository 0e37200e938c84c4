package dev.switchboard.spring.boot;

import dev.switchboard.spring.MissingHandlerBeanException;
import dev.switchboard.spring.OnTaskExecutor;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** Explains a start-up that failed because a handler's binding needs a bean nobody defines. */
final class MissingHandlerBeanFailureAnalyzer
    extends AbstractFailureAnalyzer<MissingHandlerBeanException> {
  @Override
  protected FailureAnalysis analyze(Throwable rootFailure, MissingHandlerBeanException cause) {
    String binding = "@" + cause.binding().getSimpleName();
    String description = "The Switchboard handler " + cause.handler() + " is annotated " + binding
        + ", which needs " + cause.missingBean() + ", but the application does not define it.";
    String action = cause.binding() == OnTaskExecutor.class
        ? "Define the executor bean (Spring Boot's task execution auto-configuration defines"
            + " 'applicationTaskExecutor'), name an Executor bean the application has in "
            + binding + ", or remove " + binding + " from " + cause.handler() + "."
        : "Define a PlatformTransactionManager bean (Spring Boot defines one for a DataSource"
            + " with spring-boot-jdbc), or remove " + binding + " from " + cause.handler() + ".";
    return new FailureAnalysis(description, action, cause);
  }
}
