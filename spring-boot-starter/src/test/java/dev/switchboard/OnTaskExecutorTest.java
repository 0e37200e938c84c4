package dev.switchboard.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.support.InterceptorChain;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.task.TaskExecutionAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;

/** {@link OnTaskExecutor} with Spring Boot's application task executor, a ThreadPoolTaskExecutor. */
class OnTaskExecutorTest {
  /** Runs on the application's task executor. */
  public static class Indexer {
    final BlockingQueue<String> indexed = new LinkedBlockingQueue<>();

    @OnTaskExecutor
    public void on(Entry entry) {
      indexed.add(entry.id() + " on " + Thread.currentThread().getName());
    }
  }

  private static Handler<Entry> chain(ApplicationContext context, Indexer indexer) {
    return InterceptorChain.wrap(
        HandlerDescriptor.ofMethod(OnTaskExecutorTest.class, Indexer.class, "on", Entry.class),
        indexer::on,
        new TaskExecutorInterceptor(context));
  }

  @Test
  void withNoNameTheHandlerRunsOnTheApplicationTaskExecutor() {
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(TaskExecutionAutoConfiguration.class))
        .run(context -> {
          Indexer indexer = new Indexer();

          chain(context, indexer).handle(new Entry("i1"));

          assertThat(indexer.indexed.poll(30, TimeUnit.SECONDS)).isEqualTo("i1 on task-1");
        });
  }

  @Test
  void withNoExecutorTheFirstDispatchFailsNamingTheHandler() {
    new ApplicationContextRunner().run(context -> {
      Handler<Entry> handler = chain(context, new Indexer());

      assertThatThrownBy(() -> handler.handle(new Entry("i2")))
          .isInstanceOf(MissingHandlerBeanException.class)
          .hasMessageContaining(Indexer.class.getCanonicalName() + "#on(Entry)")
          .hasMessageContaining("'applicationTaskExecutor'");
    });
  }
}
