package dev.switchboard.spring.boot.clinic;

public record Booked(String pet) implements ClinicEvent {}
