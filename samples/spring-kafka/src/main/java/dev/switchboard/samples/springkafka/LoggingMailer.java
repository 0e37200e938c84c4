package dev.switchboard.samples.springkafka;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/** The service's {@link Mailer} until it has a gateway: it logs each message. */
@Component
public class LoggingMailer implements Mailer {
  private static final Logger log = LoggerFactory.getLogger(LoggingMailer.class);

  @Override
  public void send(String orderId, String text) {
    log.info("mail about {}: {}", orderId, text);
  }
}
