package dev.switchboard.processor.output;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The classes a class file names nested in its class, read from its {@code InnerClasses}
 * attribute: every nested class, whether its own class file is there or not. The compilers' {@code
 * Elements} leave out a nested class whose class file is gone (javac) or stop on it (ecj), so they
 * cannot tell which class files of a generated class are missing.
 */
final class InnerClassNames {
  private InnerClassNames() {}

  /**
   * The binary names, in internal form ({@code shop/SwitchboardShop$Cases0}), of the classes nested
   * at any depth in the class of the class file {@code in}.
   */
  static List<String> of(InputStream in) throws IOException {
    DataInputStream data = new DataInputStream(in);
    if (data.readInt() != 0xCAFEBABE) {
      throw new IOException("not a class file");
    }
    data.readUnsignedShort(); // minor version
    data.readUnsignedShort(); // major version
    int count = data.readUnsignedShort();
    String[] utf8 = new String[count];
    int[] classNames = new int[count];
    for (int i = 1; i < count; i++) {
      int tag = data.readUnsignedByte();
      switch (tag) {
        case 1 -> utf8[i] = data.readUTF();
        case 7 -> classNames[i] = data.readUnsignedShort();
        case 8, 16, 19, 20 -> data.skipNBytes(2);
        case 15 -> data.skipNBytes(3);
        case 3, 4, 9, 10, 11, 12, 17, 18 -> data.skipNBytes(4);
        case 5, 6 -> {
          data.skipNBytes(8);
          i++; // a long or a double takes two entries
        }
        default -> throw new IOException("unknown constant pool tag " + tag);
      }
    }
    data.skipNBytes(2); // access flags
    String self = utf8[classNames[data.readUnsignedShort()]];
    data.skipNBytes(2); // superclass
    data.skipNBytes(2L * data.readUnsignedShort()); // interfaces
    for (int members = 0; members < 2; members++) { // fields, then methods
      int memberCount = data.readUnsignedShort();
      for (int m = 0; m < memberCount; m++) {
        data.skipNBytes(6);
        skipAttributes(data);
      }
    }
    List<String> nested = new ArrayList<>();
    int attributes = data.readUnsignedShort();
    for (int a = 0; a < attributes; a++) {
      String name = utf8[data.readUnsignedShort()];
      int length = data.readInt();
      if (!"InnerClasses".equals(name)) {
        data.skipNBytes(length);
        continue;
      }
      int classes = data.readUnsignedShort();
      for (int c = 0; c < classes; c++) {
        String inner = utf8[classNames[data.readUnsignedShort()]];
        data.skipNBytes(6); // outer class, simple name, flags
        if (inner.startsWith(self + "$")) {
          nested.add(inner);
        }
      }
    }
    return nested;
  }

  private static void skipAttributes(DataInputStream data) throws IOException {
    int count = data.readUnsignedShort();
    for (int a = 0; a < count; a++) {
      data.skipNBytes(2);
      data.skipNBytes(Integer.toUnsignedLong(data.readInt()));
    }
  }
}
