package dev.switchboard.samples.semantics;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The shop's handlers, wired into its two generated dispatchers. */
public final class Shop {
  public final Inventory inventory = new Inventory();
  public final Payments payments = new Payments();
  public final Courier courier = new Courier();
  public final AuditLog auditLog = new AuditLog();
  public final FraudCheck fraudCheck = new FraudCheck();
  public final NotifyCustomer notifyCustomer = new NotifyCustomer();
  public final SalesMetrics salesMetrics = new SalesMetrics();

  /** Commands nobody handles end up here instead of vanishing. */
  public final List<Command> deadLetters = new CopyOnWriteArrayList<>();

  /** Exclusive, exhaustive over the sealed {@link Command}: one handler per command. */
  public final SwitchboardCommands commands =
      new SwitchboardCommands(courier, inventory, payments).withDeadLetters(deadLetters::add);

  /** Broadcast: every observer of an event runs, by priority. */
  public final SwitchboardObservers observers =
      new SwitchboardObservers(auditLog, fraudCheck, notifyCustomer, salesMetrics);
}
