package dev.switchboard.processor.kotlin;

/** Kotlin metadata this reader does not understand; callers treat the class as plain Java. */
final class MalformedMetadataException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  MalformedMetadataException(String message) {
    super(message);
  }
}
