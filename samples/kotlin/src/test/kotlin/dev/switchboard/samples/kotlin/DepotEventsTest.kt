package dev.switchboard.samples.kotlin

import dev.switchboard.testing.RecordingDispatcher
import dev.switchboard.testing.Routes
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The dispatcher kapt generated from Kotlin handlers routes Kotlin events. */
class DepotEventsTest {
  private val log = DepotLog()

  // The generated constructor takes every handler, sorted by qualified name; an object passes itself.
  private val events: DepotEventDispatcher =
      SwitchboardDepotEventDispatcher(
          ConfirmDelivery(log), LockGates, OpenClaim(log), ShiftReport(log), SortParcel(log))

  @Test
  fun dataClassesObjectsAndSealedSubtypesAreRouted() {
    Routes.assertRoutes(events, ParcelArrived("P-1", 1_200), SortParcel::class.java)
    Routes.assertRoutes(events, ParcelDelivered("P-1", signedBy = null), ConfirmDelivery::class.java)
    Routes.assertRoutesTo(events, DepotClosed, LockGates)
    // No handler of their own: the handler of the sealed interface they implement takes them.
    Routes.assertRoutes(events, ParcelDamaged("P-2", "crushed corner"), OpenClaim::class.java)
    Routes.assertRoutes(events, ParcelLost("P-3"), OpenClaim::class.java)
  }

  @Test
  fun dispatchRunsTheKotlinHandlers() {
    val recording = RecordingDispatcher.recording(events)

    recording.dispatch(ParcelArrived("P-1", 25_000))
    recording.dispatch(ParcelDelivered("P-1", "Ada"))
    recording.dispatch(ParcelDelivered("P-4", null))
    recording.dispatch(ParcelDamaged("P-2", "crushed corner"))
    recording.dispatch(DepotClosed)

    assertEquals(
        listOf(
            "P-1 -> heavy lane",
            "P-1 delivered, signed by Ada",
            "P-4 delivered, signed by nobody",
            "claim for P-2: damaged (crushed corner)"),
        log.entries())
    assertTrue(LockGates.locked)
    assertEquals(5, recording.dispatches().size)
  }

  @Test
  fun handlerMethodsOfAKotlinClassRunForTheirEvents() {
    events.dispatch(ShiftStarted("Grace"))
    events.dispatch(ShiftEnded(340))

    assertEquals(listOf("shift started by Grace", "shift of Grace ended: 340 parcels"), log.entries())
  }

  @Test
  fun typedDispatchMethodsAreCallableFromKotlin() {
    val generated = events as SwitchboardDepotEventDispatcher

    generated.dispatch(ParcelLost("P-5"))

    assertEquals(listOf("claim for P-5: lost"), log.entries())
  }

  @Test
  fun createPassesTheInstanceOfAnObjectHandler() {
    Routes.assertRoutesTo(SwitchboardNightShiftEvents.create(), DepotClosed, LockGates)
  }
}
