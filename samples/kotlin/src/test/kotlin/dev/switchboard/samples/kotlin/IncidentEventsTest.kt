package dev.switchboard.samples.kotlin

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

/** A Kotlin interceptor on a kapt-generated dispatcher, and a Kotlin binding on a `fun`. */
class IncidentEventsTest {
  private val log = DepotLog()

  // Handlers sorted by qualified name, then each interceptor class in the order it first appears.
  private val events: IncidentEvents =
      SwitchboardIncidentEvents(OpenClaim(log), SearchParty(log), CallLog(log), PageManager(log))

  @Test
  fun theDispatchersInterceptorWrapsEveryHandlerAndTheBindingOnlyItsFun() {
    events.dispatch(ParcelDamaged("P-2", "crushed corner"))
    events.dispatch(ParcelLost("P-3"))

    assertEquals(
        listOf(
            "call dev.switchboard.samples.kotlin.OpenClaim",
            "claim for P-2: damaged (crushed corner)",
            "call dev.switchboard.samples.kotlin.SearchParty#on(ParcelLost)",
            "page manager about P-3",
            "search party for P-3"),
        log.entries())
  }
}
