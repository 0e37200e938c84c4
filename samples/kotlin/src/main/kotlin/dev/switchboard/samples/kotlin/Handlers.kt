package dev.switchboard.samples.kotlin

import dev.switchboard.Handler
import dev.switchboard.annotations.Handles

/** What happened in the depot, in order; shared by the handlers. */
class DepotLog {
  private val entries = mutableListOf<String>()

  fun add(entry: String) {
    entries += entry
  }

  fun entries(): List<String> = entries.toList()
}

@Handles(ParcelArrived::class)
class SortParcel(private val log: DepotLog) : Handler<ParcelArrived> {
  override fun handle(event: ParcelArrived) {
    val lane = if (event.weightGrams > 20_000) "heavy" else "standard"
    log.add("${event.parcelId} -> $lane lane")
  }
}

@Handles(ParcelDelivered::class)
class ConfirmDelivery(private val log: DepotLog) : Handler<ParcelDelivered> {
  override fun handle(event: ParcelDelivered) {
    log.add("${event.parcelId} delivered, signed by ${event.signedBy ?: "nobody"}")
  }
}

/** Handler methods: one class for both ends of a shift, sharing who is on duty. */
class ShiftReport(private val log: DepotLog) {
  private var manager = "nobody"

  @Handles
  fun on(event: ShiftStarted) {
    manager = event.manager
    log.add("shift started by $manager")
  }

  @Handles
  fun on(event: ShiftEnded) {
    log.add("shift of $manager ended: ${event.parcelsSorted} parcels")
  }
}

/** One handler for every [Incident]: it handles the sealed interface, not each case. */
@Handles(Incident::class)
class OpenClaim(private val log: DepotLog) : Handler<Incident> {
  override fun handle(event: Incident) {
    val what = when (event) {
      is ParcelDamaged -> "damaged (${event.note})"
      is ParcelLost -> "lost"
    }
    log.add("claim for ${event.parcelId}: $what")
  }
}

/** A stateless handler written as an `object`: its constructor is private, its instance is INSTANCE. */
@Handles(DepotClosed::class)
object LockGates : Handler<DepotClosed> {
  var locked = false
    private set

  override fun handle(event: DepotClosed) {
    locked = true
  }
}
