package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A library jar whose index was written against other event classes than the application sees:
 * one SB606 on the application's dispatcher naming the jar, the index, the handler and the reason,
 * never an error without position on a class file the user does not own.
 */
class OutdatedLibraryTest {
  private static final JavaFileObject WITHDRAWAL =
      source("bank.Withdrawal", "package bank;", "public class Withdrawal {}");
  private static final JavaFileObject APP_EVENTS = source(
      "app.AppEvents",
      "package app;",
      "import dev.switchboard.Dispatcher;",
      "import dev.switchboard.annotations.EventDispatcher;",
      "@EventDispatcher",
      "public interface AppEvents extends Dispatcher<Object> {}");

  @TempDir
  static Path jars;

  private static File fees;
  private static File eventsNow;
  private static File eventsWithoutFee;

  @BeforeAll
  static void buildJars() {
    File eventsThen = LibraryJars.jar(
        jars.resolve("events-1.jar"),
        Compiler.javac()
            .compile(
                WITHDRAWAL,
                source("bank.Fee", "package bank;", "public class Fee extends Withdrawal {}")));
    fees = LibraryJars.jar(
        jars.resolve("fees.jar"),
        "bank.fees.FeesIndex",
        List.of(eventsThen),
        source(
            "bank.fees.ChargeFee",
            "package bank.fees;",
            "import bank.Fee;",
            "import bank.Withdrawal;",
            "import dev.switchboard.Handler;",
            "import dev.switchboard.annotations.Handles;",
            "@Handles(Fee.class)",
            "public final class ChargeFee implements Handler<Withdrawal> {",
            "  @Override public void handle(Withdrawal event) {}",
            "}"));
    eventsNow = LibraryJars.jar(
        jars.resolve("events-2.jar"),
        Compiler.javac()
            .compile(WITHDRAWAL, source("bank.Fee", "package bank;", "public class Fee {}")));
    eventsWithoutFee =
        LibraryJars.jar(jars.resolve("events-3.jar"), Compiler.javac().compile(WITHDRAWAL));
  }

  @Test
  void aHandlerWhoseEventNoLongerFitsIsSb606OnTheDispatcherNamingJarIndexAndReason() {
    Compilation compilation =
        LibraryJars.compileAgainst(List.of(fees, eventsNow), List.of(), APP_EVENTS);

    assertThat(compilation)
        .hadErrorContaining(
            "[SB606] library index bank.fees.FeesIndex (fees.jar) lists "
                + "bank.fees.ChargeFee, which is not a valid handler on this class path: [SB109] bank.fees.ChargeFee "
                + "lists bank.Fee in @Handles but implements Handler<bank.Withdrawal>, which does not accept it. Fix: "
                + "rebuild the library against the classes this compilation sees (its index was written when "
                + "bank.fees.ChargeFee was valid there), or put the library's dependencies on the class path.")
        .inFile(APP_EVENTS)
        .onLine(4);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aHandlerWhoseEventClassIsGoneIsSb606NamingTheMissingClass() {
    Compilation compilation =
        LibraryJars.compileAgainst(List.of(fees, eventsWithoutFee), List.of(), APP_EVENTS);

    assertThat(compilation)
        .hadErrorContaining("[SB606] library index bank.fees.FeesIndex (fees.jar) lists "
            + "bank.fees.ChargeFee, which is not a valid handler on this class path: it refers to ")
        .inFile(APP_EVENTS)
        .onLine(4);
    assertThat(Compilations.switchboardErrors(compilation).get(0))
        .contains("Fee, which is not on the class path");
  }
}
