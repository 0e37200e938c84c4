package dev.switchboard.spring.boot.clinic;

public interface ClinicEvent {
  String pet();
}
