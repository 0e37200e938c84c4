package dev.switchboard.samples.kotlin

import java.io.File
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

/** The route report names the Kotlin file and line of each handler, not kapt's Java stub of it. */
class RouteReportSourcesTest {
  private val report =
      javaClass.getResource("/META-INF/switchboard/dev.switchboard.samples.kotlin.DepotEventDispatcher.json")!!
          .readText()
  private val handlersKt = File("src/main/kotlin/dev/switchboard/samples/kotlin/Handlers.kt").readLines()

  @Test
  fun aHandlerClassIsLocatedAtItsAnnotationInTheKotlinFile() {
    assertEquals(
        "dev/switchboard/samples/kotlin/Handlers.kt:" + lineOf("@Handles(ParcelArrived::class)"),
        sourceOf("dev.switchboard.samples.kotlin.SortParcel"))
  }

  @Test
  fun anObjectHandlerIsLocatedInTheKotlinFile() {
    assertEquals(
        "dev/switchboard/samples/kotlin/Handlers.kt:" + lineOf("@Handles(DepotClosed::class)"),
        sourceOf("dev.switchboard.samples.kotlin.LockGates"))
  }

  @Test
  fun aHandlerMethodIsLocatedAtItsFunInTheKotlinFile() {
    // kapt records where a function's name is declared, not where its annotations start.
    assertEquals(
        "dev/switchboard/samples/kotlin/Handlers.kt:" + lineOf("fun on(event: ShiftStarted) {"),
        sourceOf("dev.switchboard.samples.kotlin.ShiftReport", "on(ShiftStarted)"))
  }

  /** The 1-based line of Handlers.kt that reads `text`, leading spaces aside. */
  private fun lineOf(text: String): Int {
    val index = handlersKt.indexOfFirst { it.trim() == text }
    check(index >= 0) { "Handlers.kt has no line '$text'" }
    return index + 1
  }

  /** `file:line` of the report's entry for `handler` (and `method`, for a handler method). */
  private fun sourceOf(handler: String, method: String? = null): String {
    val methodField = if (method == null) "" else "\"method\": \"${Regex.escape(method)}\",\\s*"
    val entry = Regex(
        "\"handler\": \"${Regex.escape(handler)}\",\\s*$methodField\"rule\": \"[^\"]*\",\\s*" +
            "\"source\": \\{\"file\": \"([^\"]*)\", \"line\": (\\d+)\\}")
    val match = checkNotNull(entry.find(report)) { "no report entry for $handler ${method ?: ""}" }
    return match.groupValues[1] + ":" + match.groupValues[2]
  }
}
