package dev.switchboard.processor.incremental;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** {@link RelativeSourceUris}: relative where both are files under a common directory, else as they are. */
class RelativeSourceUrisTest {
  private static final String STATE = StateFile.NAME;

  @Test
  void javacSpellingReadsBackToTheSameString() {
    RelativeSourceUris uris =
        RelativeSourceUris.of("file:///home/alice/shop/target/classes/" + STATE, STATE);

    assertRoundTrip(
        uris,
        "file:///home/alice/shop/src/main/java/shop/Refund.java",
        "../../src/main/java/shop/Refund.java");
    assertRoundTrip(
        uris, "file:///home/alice/shop/target/classes/shop/Inside.java", "shop/Inside.java");
    assertRoundTrip(uris, "file:///home/alice/other%20dir/A.java", "../../../other%20dir/A.java");
    assertRoundTrip(uris, "file:///home/alice/shop/target/classes/a:b/C.java", "./a:b/C.java");
  }

  @Test
  void ecjSpellingIsComparedByPath() {
    RelativeSourceUris uris = RelativeSourceUris.of("file:/work/p/classes/" + STATE, STATE);

    assertRoundTrip(uris, "file:/work/p/src/shop/Refund.java", "../src/shop/Refund.java");
    assertThat(uris.relativize("file:///work/p/src/shop/Refund.java"))
        .isEqualTo("../src/shop/Refund.java");
  }

  @Test
  void javacAndEcjSpellingsNameTheSameFile() {
    assertThat(RelativeSourceUris.sameFile("file:///p/src/A.java", "file:/p/src/A.java"))
        .isTrue();
    assertThat(RelativeSourceUris.sameFile("mem:///A.java", "mem:///A.java")).isTrue();
    assertThat(RelativeSourceUris.sameFile("file:///p/src/A.java", "file:///p/src/B.java"))
        .isFalse();
    assertThat(RelativeSourceUris.sameFile("file:///p/src/A.java", "file://host/p/src/A.java"))
        .isFalse();
    assertThat(RelativeSourceUris.sameFile("file:///p/src/A.java", "mem:///p/src/A.java"))
        .isFalse();
  }

  @Test
  void filesOfOneDirectoryAreToldFromFilesOfAnother() {
    assertThat(
            RelativeSourceUris.sameDirectory("file:///p/src/a/Foo.java", "file:/p/src/a/Bar.java"))
        .isTrue();
    assertThat(RelativeSourceUris.sameDirectory(
            "file:///p/src/a/Foo.java", "file:///p/moved/src/a/Foo.java"))
        .isFalse();
    assertThat(
            RelativeSourceUris.sameDirectory("file:///p/src/a/Foo.java", "file:///p/src/Foo.java"))
        .isFalse();
    assertThat(
            RelativeSourceUris.sameDirectory("file:///p/src/a/Foo.java", "mem:///p/src/a/Bar.java"))
        .isFalse();
  }

  @Test
  void theSameRelativeUrisResolveWhereTheClassOutputIsNow() {
    String stored = RelativeSourceUris.of("file:///home/alice/shop/classes/" + STATE, STATE)
        .relativize("file:///home/alice/shop/src/shop/Refund.java");

    assertThat(RelativeSourceUris.of("file:///ci/job/7/shop/classes/" + STATE, STATE)
            .resolve(stored))
        .isEqualTo("file:///ci/job/7/shop/src/shop/Refund.java");
  }

  @Test
  void whatCannotBeRelativizedStaysAbsolute() {
    RelativeSourceUris uris = RelativeSourceUris.of("file:///C:/p/classes/" + STATE, STATE);

    for (String uri : new String[] {
      "file:///D:/p/src/A.java", // another drive
      "mem:///shop/A.java", // compile-testing's in-memory files
      "jar:file:///C:/p/lib.jar!/A.java",
      "file://server/C:/p/src/A.java", // another authority
      "file:///C:/../p/src/A.java", // above the root
      "file:///C:/p/src/A.java?query"
    }) {
      assertRoundTrip(uris, uri, uri);
    }
  }

  @Test
  void dotSegmentsAreResolvedOnBothSides() {
    // ecj on Java 18 and later, for -d ./classes and -d ../p/classes run in /work/p
    for (String classes : new String[] {
      "file:/work/p/./classes/", "file:/work/p/../p/classes/", "file:/work//p/classes/"
    }) {
      RelativeSourceUris uris = RelativeSourceUris.of(classes + STATE, STATE);

      assertThat(uris.relativize("file:/work/p/./src/shop/Refund.java"))
          .isEqualTo("../src/shop/Refund.java");
      assertThat(uris.relativize("file:/work/p/src/../src/shop/Refund.java"))
          .isEqualTo("../src/shop/Refund.java");
      assertThat(uris.relativize("file:/work/p/src/shop/Refund.java"))
          .isEqualTo("../src/shop/Refund.java");
      assertThat(uris.resolve("../src/shop/Refund.java"))
          .isEqualTo("file:/work/p/src/shop/Refund.java");
    }
    assertThat(RelativeSourceUris.sameFile("file:/p/./src/A.java", "file:///p/src/A.java"))
        .isTrue();
    assertThat(RelativeSourceUris.fileKey("file:/p/x/../src/A.java"))
        .isEqualTo(RelativeSourceUris.fileKey("file:///p/src/A.java"));
  }

  @Test
  void withoutAFileClassOutputEverythingStaysAsItIs() {
    for (RelativeSourceUris uris : new RelativeSourceUris[] {
      RelativeSourceUris.NONE,
      RelativeSourceUris.of("mem:///CLASS_OUTPUT/" + STATE, STATE),
      RelativeSourceUris.of("file:///p/classes/other.tsv", STATE)
    }) {
      assertRoundTrip(uris, "file:///p/src/A.java", "file:///p/src/A.java");
      assertThat(uris.resolve("../src/A.java")).isEqualTo("../src/A.java");
    }
  }

  @Test
  void aRelativeUriAboveTheRootIsNotResolved() {
    RelativeSourceUris uris = RelativeSourceUris.of("file:///p/classes/" + STATE, STATE);

    assertThat(uris.resolve("../../../A.java")).isEqualTo("../../../A.java");
  }

  private static void assertRoundTrip(RelativeSourceUris uris, String uri, String stored) {
    assertThat(uris.relativize(uri)).isEqualTo(stored);
    assertThat(uris.resolve(stored)).isEqualTo(uri);
  }
}
