package dev.switchboard.processor;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads from a class file what the JVM limits: the bytecode length of each method and the number
 * of constant-pool entries. Follows the class-file format of JVMS chapter 4, nothing more.
 */
final class MethodSizes {
  /** C2's {@code FreqInlineSize} on JDK 17 and 25: a hot method of more bytecode bytes is never inlined. */
  static final int FREQ_INLINE_SIZE = 325;

  /** Constant-pool entries of the class file. */
  final int constantPoolCount;

  /** Bytecode length of each method with code, by {@code name + descriptor}. */
  final Map<String, Integer> codeLengths;

  private MethodSizes(int constantPoolCount, Map<String, Integer> codeLengths) {
    this.constantPoolCount = constantPoolCount;
    this.codeLengths = codeLengths;
  }

  /**
   * The bytecode length of each method a dynamic {@code dispatch(event)} runs through: {@code
   * dispatch} itself (and the typed ones, as small) and the {@code cases...} methods of its switch.
   */
  Map<String, Integer> dispatchPathLengths() {
    Map<String, Integer> lengths = new LinkedHashMap<>();
    codeLengths.forEach((method, length) -> {
      if (method.startsWith("dispatch(")
          || method.startsWith("dispatchCase(")
          || method.startsWith("cases")) {
        lengths.put(method, length);
      }
    });
    return lengths;
  }

  static MethodSizes of(byte[] classFile) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
    if (in.readInt() != 0xCAFEBABE) {
      throw new IOException("not a class file");
    }
    in.readUnsignedShort(); // minor version
    in.readUnsignedShort(); // major version
    int count = in.readUnsignedShort();
    String[] utf8 = new String[count];
    for (int i = 1; i < count; i++) {
      int tag = in.readUnsignedByte();
      switch (tag) {
        case 1 -> utf8[i] = in.readUTF();
        case 7, 8, 16, 19, 20 -> in.skipBytes(2);
        case 15 -> in.skipBytes(3);
        case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
        case 5, 6 -> {
          in.skipBytes(8);
          i++; // longs and doubles take two entries
        }
        default -> throw new IOException("unknown constant tag " + tag);
      }
    }
    in.skipBytes(6); // access flags, this class, super class
    in.skipBytes(2 * in.readUnsignedShort()); // interfaces
    int fields = in.readUnsignedShort();
    for (int i = 0; i < fields; i++) {
      in.skipBytes(6);
      skipAttributes(in);
    }
    Map<String, Integer> codeLengths = new LinkedHashMap<>();
    int methods = in.readUnsignedShort();
    for (int i = 0; i < methods; i++) {
      in.skipBytes(2);
      String name = utf8[in.readUnsignedShort()] + utf8[in.readUnsignedShort()];
      int attributes = in.readUnsignedShort();
      for (int a = 0; a < attributes; a++) {
        String attribute = utf8[in.readUnsignedShort()];
        int length = in.readInt();
        if (attribute.equals("Code")) {
          in.skipBytes(4); // max stack, max locals
          codeLengths.put(name, in.readInt());
          in.skipBytes(length - 8);
        } else {
          in.skipBytes(length);
        }
      }
    }
    return new MethodSizes(count, codeLengths);
  }

  private static void skipAttributes(DataInputStream in) throws IOException {
    int attributes = in.readUnsignedShort();
    for (int a = 0; a < attributes; a++) {
      in.skipBytes(2);
      in.skipBytes(in.readInt());
    }
  }
}
