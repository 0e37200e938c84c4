package dev.switchboard.processor.incremental;

import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** {@link Sha256} gives the JDK's SHA-256 for texts of every length around the block boundaries. */
class Sha256Test {
  @Test
  void sameDigestsAsTheJdks() throws NoSuchAlgorithmException {
    StringBuilder text = new StringBuilder();
    for (int length = 0; length <= 300; length++) {
      String given = text.toString();
      assertWithMessage("length %s", length)
          .that(Sha256.hex(given))
          .isEqualTo(jdkSha256(given.getBytes(StandardCharsets.UTF_8)));
      text.append(length % 7 == 0 ? 'é' : (char) ('a' + length % 26));
    }
  }

  @Test
  void bytesGivenOneByOneAndTogetherDigestTheSame() throws NoSuchAlgorithmException {
    byte[] bytes = "routes\0app.Ping\0app.Pong\0".repeat(40).getBytes(StandardCharsets.UTF_8);
    Sha256 oneByOne = new Sha256();
    for (byte b : bytes) {
      oneByOne.update(b);
    }
    assertWithMessage("one by one").that(oneByOne.hex()).isEqualTo(jdkSha256(bytes));
  }

  private static String jdkSha256(byte[] bytes) throws NoSuchAlgorithmException {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
  }
}
