package dev.switchboard.processor.output;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The classes a class file names nested in its class, read from its {@code InnerClasses}
 * attribute: every nested class, whether its own class file is there or not. The compilers' {@code
 * Elements} leave out a nested class whose class file is gone (javac) or stop on it (ecj), so they
 * cannot tell which class files of a generated class are missing.
 *
 * <p>Only the names it needs are decoded: it runs on the path of a recompile that changes no route.
 */
final class InnerClassNames {
  private final byte[] bytes;
  /** Where each {@code CONSTANT_Utf8} entry starts (at its length), by index; 0 for other entries. */
  private final int[] utf8;
  /** The name index of each {@code CONSTANT_Class} entry, by index. */
  private final int[] classNames;

  private InnerClassNames(byte[] bytes, int count) {
    this.bytes = bytes;
    this.utf8 = new int[count];
    this.classNames = new int[count];
  }

  /**
   * The binary names, in internal form ({@code shop/SwitchboardShop$Cases0}), of the classes nested
   * at any depth in the class of the class file {@code in}.
   */
  static List<String> of(InputStream in) throws IOException {
    ByteBuffer data = ByteBuffer.wrap(in.readAllBytes());
    try {
      if (data.getInt() != 0xCAFEBABE) {
        throw new IOException("not a class file");
      }
      skip(data, 4); // minor and major version
      InnerClassNames file = new InnerClassNames(data.array(), unsigned(data.getShort()));
      file.readConstants(data);
      skip(data, 2); // access flags
      String self = file.className(unsigned(data.getShort()));
      skip(data, 2); // superclass
      skip(data, 2 * unsigned(data.getShort())); // interfaces
      for (int members = 0; members < 2; members++) { // fields, then methods
        int count = unsigned(data.getShort());
        for (int m = 0; m < count; m++) {
          skip(data, 6);
          skipAttributes(data);
        }
      }
      return file.nested(data, self);
    } catch (BufferUnderflowException | IllegalArgumentException | IndexOutOfBoundsException e) {
      throw new IOException("malformed class file", e);
    }
  }

  private void readConstants(ByteBuffer data) throws IOException {
    for (int i = 1; i < utf8.length; i++) {
      int tag = data.get() & 0xFF;
      switch (tag) {
        case 1 -> {
          utf8[i] = data.position();
          skip(data, unsigned(data.getShort()));
        }
        case 7 -> classNames[i] = unsigned(data.getShort());
        case 8, 16, 19, 20 -> skip(data, 2);
        case 15 -> skip(data, 3);
        case 3, 4, 9, 10, 11, 12, 17, 18 -> skip(data, 4);
        case 5, 6 -> {
          skip(data, 8);
          i++; // a long or a double takes two entries
        }
        default -> throw new IOException("unknown constant pool tag " + tag);
      }
    }
  }

  /** The nested classes the class attributes at {@code data} name, of the class {@code self}. */
  private List<String> nested(ByteBuffer data, String self) throws IOException {
    List<String> nested = new ArrayList<>();
    int attributes = unsigned(data.getShort());
    for (int a = 0; a < attributes; a++) {
      String name = utf8(unsigned(data.getShort()));
      int length = data.getInt();
      if (!name.equals("InnerClasses")) {
        skip(data, length);
        continue;
      }
      int classes = unsigned(data.getShort());
      for (int c = 0; c < classes; c++) {
        String inner = className(unsigned(data.getShort()));
        skip(data, 6); // outer class, simple name, flags
        if (inner.startsWith(self + "$")) {
          nested.add(inner);
        }
      }
    }
    return nested;
  }

  private String className(int index) throws IOException {
    return utf8(classNames[index]);
  }

  private String utf8(int index) throws IOException {
    int start = utf8[index];
    if (start == 0) {
      throw new IOException("constant " + index + " is not a name");
    }
    // Modified UTF-8, as DataInput reads it, from its length on.
    return new DataInputStream(new ByteArrayInputStream(bytes, start, bytes.length - start))
        .readUTF();
  }

  private static void skipAttributes(ByteBuffer data) {
    int count = unsigned(data.getShort());
    for (int a = 0; a < count; a++) {
      skip(data, 2);
      skip(data, data.getInt());
    }
  }

  private static void skip(ByteBuffer data, int length) {
    data.position(data.position() + length);
  }

  private static int unsigned(short value) {
    return value & 0xFFFF;
  }
}
