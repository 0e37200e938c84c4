package dev.switchboard.spring.boot.clinic;

public record Billed(String pet, int cents) implements ClinicEvent {}
