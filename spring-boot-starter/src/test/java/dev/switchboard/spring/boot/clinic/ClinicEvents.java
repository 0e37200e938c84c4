package dev.switchboard.spring.boot.clinic;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

@EventDispatcher
public interface ClinicEvents extends Dispatcher<ClinicEvent> {}
