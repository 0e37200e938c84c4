package dev.switchboard.processor.kotlin;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Reads the protocol buffers wire format, the little of it Kotlin metadata needs: varints and
 * length-delimited fields; every other field is skipped. Throws {@link MalformedMetadataException}
 * on truncated or unknown input instead of reading past it.
 */
final class ProtoReader {
  static final int VARINT = 0;
  static final int FIXED64 = 1;
  static final int LENGTH_DELIMITED = 2;
  static final int FIXED32 = 5;

  private final byte[] bytes;
  private int position;
  private final int limit;

  ProtoReader(byte[] bytes) {
    this(bytes, 0, bytes.length);
  }

  private ProtoReader(byte[] bytes, int position, int limit) {
    this.bytes = bytes;
    this.position = position;
    this.limit = limit;
  }

  boolean atEnd() {
    return position >= limit;
  }

  /** The next field's tag: field number {@code << 3 |} wire type. */
  int readTag() {
    return readVarint32();
  }

  int readVarint32() {
    return (int) readVarint64();
  }

  long readVarint64() {
    long result = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (position >= limit) {
        throw new MalformedMetadataException("truncated varint");
      }
      byte b = bytes[position++];
      result |= (long) (b & 0x7F) << shift;
      if ((b & 0x80) == 0) {
        return result;
      }
    }
    throw new MalformedMetadataException("varint longer than 10 bytes");
  }

  /** A reader over the next length-delimited field's bytes; this reader moves past them. */
  ProtoReader readMessage() {
    int length = readVarint32();
    if (length < 0 || length > limit - position) {
      throw new MalformedMetadataException("length " + length + " beyond the end of the data");
    }
    ProtoReader message = new ProtoReader(bytes, position, position + length);
    position += length;
    return message;
  }

  String readString() {
    ProtoReader field = readMessage();
    return new String(
        field.bytes, field.position, field.limit - field.position, StandardCharsets.UTF_8);
  }

  /** Reads a repeated int32 field, packed or not, adding each value to {@code values}. */
  void readRepeatedInt(int wireType, List<Integer> values) {
    if (wireType == LENGTH_DELIMITED) {
      ProtoReader packed = readMessage();
      while (!packed.atEnd()) {
        values.add(packed.readVarint32());
      }
    } else {
      values.add(readVarint32());
    }
  }

  void skip(int wireType) {
    switch (wireType) {
      case VARINT -> readVarint64();
      case FIXED64 -> advance(8);
      case LENGTH_DELIMITED -> readMessage();
      case FIXED32 -> advance(4);
      default -> throw new MalformedMetadataException("unsupported wire type " + wireType);
    }
  }

  private void advance(int count) {
    if (count > limit - position) {
      throw new MalformedMetadataException("truncated field");
    }
    position += count;
  }
}
