package dev.switchboard.samples.migration.care.cdi.switchboard;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;

/** Gives CDI the dispatcher: a producer method calls the generated constructor with the bean. */
@ApplicationScoped
public class Dispatchers {
  @Produces
  @ApplicationScoped
  OrderEvents orderEvents(CustomerCare customerCare) {
    return new SwitchboardOrderEvents(customerCare);
  }
}
