package dev.switchboard.samples.inspection;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/**
 * The operations dispatcher. Its routes are locked: {@code routes.lock} beside the pom lists them,
 * and the build fails when they change until the lock file is updated (see docs/inspection.md).
 */
@EventDispatcher
public interface Alerts extends Dispatcher<Alert> {}
