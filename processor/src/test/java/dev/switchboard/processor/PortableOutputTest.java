package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static dev.switchboard.processor.IncrementalBuildTest.handler;
import static dev.switchboard.processor.IncrementalBuildTest.shop;
import static dev.switchboard.processor.IncrementalBuildTest.step;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What Switchboard writes holds nothing of the machine it ran on: the same sources built in two
 * checkout directories give the same bytes (reproducible builds; the module state and route reports
 * are packaged into the user's jar), and a project moved or copied elsewhere still builds partially
 * as a clean build would, deleted sources included.
 */
class PortableOutputTest {
  @TempDir
  Path machine;

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void twoCheckoutsOfTheSameSourcesWriteTheSameBytes(Compilers compiler) {
    assertTwoCheckoutsWriteTheSameBytes(machine, root -> new ModuleBuild(root, compiler));
  }

  /**
   * Builds the shop in two checkout directories under {@code machine} with {@code module} (which
   * sets the compiler and the processors it runs, such as a build tool's wrappers) and requires every
   * file but class files to be byte-identical and free of either directory's path.
   */
  static void assertTwoCheckoutsWriteTheSameBytes(
      Path machine, Function<Path, ModuleBuild> module) {
    Map<String, String> alice =
        written(withRefund(shop(module.apply(machine.resolve("home/alice/shop")))));
    Map<String, String> ci =
        written(withRefund(shop(module.apply(machine.resolve("ci/workspace-7/checkout/shop")))));

    assertThat(alice.keySet())
        .containsAtLeast(
            "classes/META-INF/switchboard/module-state.tsv",
            "classes/META-INF/switchboard/shop.ShopEvents.json",
            "classes/META-INF/switchboard/shop.ShopEvents.mmd",
            "generated/shop/SwitchboardShopEvents.java");
    assertThat(ci.keySet()).isEqualTo(alice.keySet());
    alice.forEach((file, text) -> {
      assertWithMessage("%s in two checkouts", file).that(ci.get(file)).isEqualTo(text);
      for (String machineSpecific : machineSpecific(machine)) {
        assertWithMessage("%s", file).that(text).doesNotContain(machineSpecific);
      }
    });
  }

  /** How the temporary directory can appear in a file: as a path, as a URI path, or by name. */
  private static String[] machineSpecific(Path machine) {
    return new String[] {
      machine.toString(),
      machine.toUri().getRawPath(),
      machine.getFileName().toString(),
      "alice",
      "workspace-7"
    };
  }

  /** How a project is relocated. */
  enum Relocation {
    MOVE {
      @Override
      void apply(Path from, Path to) throws IOException {
        Files.move(from, to);
      }
    },
    /** The original stays: its sources must not be taken for the copy's. */
    COPY {
      @Override
      void apply(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
          for (Path path : walk.toList()) {
            Files.copy(path, to.resolve(from.relativize(path).toString()));
          }
        }
      }
    };

    abstract void apply(Path from, Path to) throws IOException;
  }

  static Stream<Arguments> compilersAndRelocations() {
    return Compilers.each(Relocation.values());
  }

  @ParameterizedTest
  @MethodSource("compilersAndRelocations")
  void aRelocatedProjectBuildsPartiallyAsACleanBuild(Compilers compiler, Relocation relocation)
      throws IOException {
    Path before = machine.resolve("before/shop");
    withRefund(shop(before, compiler));
    Path after = machine.resolve("after/somewhere/else/shop");
    Files.createDirectories(after.getParent());
    relocation.apply(before, after);
    ModuleBuild build = new ModuleBuild(after, compiler);
    Path clean = machine.resolve("clean");

    build.write("shop/Unrelated.java", "package shop;\nclass Unrelated {}\n");
    ModuleBuild.Outcome touched =
        step(build, clean, relocation + ", then touch a file", "shop/Unrelated.java");
    assertThat(touched.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains("RefundOrder");

    build
        .delete("shop/RefundOrder.java")
        .write("shop/Unrelated.java", "package shop;\nclass Unrelated { int v; }\n");
    ModuleBuild.Outcome deleted =
        step(build, clean, relocation + ", then delete RefundOrder", "shop/Unrelated.java");
    assertThat(deleted.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .doesNotContain("RefundOrder");
    assertThat(deleted.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains("ReserveStock");
  }

  /** How a user writes {@code -d}: the forms compilers turn into differently spelled URIs. */
  enum ClassOutputSpelling {
    ABSOLUTE {
      @Override
      String of(Path classes) {
        return classes.toString();
      }
    },
    RELATIVE {
      @Override
      String of(Path classes) {
        return fromWorkingDirectory(classes);
      }
    },
    /** ecj on Java 18 and later keeps the {@code ./} in the URIs it gives. */
    DOT_RELATIVE {
      @Override
      String of(Path classes) {
        return "./" + fromWorkingDirectory(classes);
      }
    },
    TRAILING_SLASH {
      @Override
      String of(Path classes) {
        return fromWorkingDirectory(classes) + "/";
      }
    },
    /** Up out of the working directory and back into it by name, then down. */
    UP_AND_BACK {
      @Override
      String of(Path classes) {
        Path working = Path.of("").toAbsolutePath();
        return "../" + working.getFileName() + "/./" + fromWorkingDirectory(classes);
      }
    };

    abstract String of(Path classes);

    private static String fromWorkingDirectory(Path classes) {
      return Path.of("").toAbsolutePath().relativize(classes).toString();
    }
  }

  static Stream<Arguments> compilersAndSpellings() {
    return Compilers.each(ClassOutputSpelling.values());
  }

  @ParameterizedTest
  @MethodSource("compilersAndSpellings")
  void everySpellingOfTheClassOutputWritesTheSameState(
      Compilers compiler, ClassOutputSpelling spelling) {
    Map<String, String> absolute =
        written(withRefund(shop(machine.resolve("absolute/shop"), compiler)));
    ModuleBuild spelled = new ModuleBuild(machine.resolve("spelled/shop"), compiler)
        .withClassOutputSpelled(spelling::of);
    IncrementalBuildTest.SHOP.forEach(spelled::write);
    Compilers.Result full = spelled.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    Map<String, String> written = written(withRefund(spelled));

    String state = "classes/META-INF/switchboard/module-state.tsv";
    assertThat(written.get(state)).doesNotContain("file:");
    assertThat(written.get(state)).isEqualTo(absolute.get(state));
    assertThat(written).isEqualTo(absolute);
  }

  /** {@code build} with a second handler, compiled alone. */
  private static ModuleBuild withRefund(ModuleBuild build) {
    build.write("shop/RefundOrder.java", handler("RefundOrder", "OrderCancelled"));
    Compilers.Result result = build.compile("shop/RefundOrder.java");
    assertWithMessage("%s", result).that(result.success()).isTrue();
    return build;
  }

  /** Every file the build wrote (class files aside), by path relative to the module directory. */
  static Map<String, String> written(ModuleBuild build) {
    Map<String, String> texts = new TreeMap<>();
    Path root = build.sources().getParent();
    for (Path directory : new Path[] {build.classes(), build.generated()}) {
      texts.putAll(ModuleBuild.texts(root, directory, p -> !p.toString().endsWith(".class")));
    }
    return texts;
  }
}
