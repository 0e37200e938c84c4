package dev.switchboard.samples.kotlin

import dev.switchboard.Dispatcher
import dev.switchboard.annotations.EventDispatcher

/** Everything that happens in a parcel depot: a sealed hierarchy of data classes and objects. */
sealed interface DepotEvent

/** A parcel was scanned in. */
data class ParcelArrived(val parcelId: String, val weightGrams: Int) : DepotEvent

/** A parcel was handed over; [signedBy] is null when it was left at the door. */
data class ParcelDelivered(val parcelId: String, val signedBy: String?) : DepotEvent

/** Something went wrong with a parcel. */
sealed interface Incident : DepotEvent {
  val parcelId: String
}

data class ParcelDamaged(override val parcelId: String, val note: String) : Incident

data class ParcelLost(override val parcelId: String) : Incident

/** A shift began under [manager]. */
data class ShiftStarted(val manager: String) : DepotEvent

/** A shift ended after sorting [parcelsSorted] parcels. */
data class ShiftEnded(val parcelsSorted: Int) : DepotEvent

/** The depot closes for the night: one instance, no state. */
data object DepotClosed : DepotEvent

/**
 * The depot's dispatcher. Every permitted subtype of [DepotEvent] must have a handler, so adding an
 * event to the sealed hierarchy without handling it fails the build.
 */
@EventDispatcher(exhaustive = [DepotEvent::class])
interface DepotEventDispatcher : Dispatcher<DepotEvent>

/**
 * The night shift's dispatcher: its only handler is the object [LockGates], so the generated
 * `SwitchboardNightShiftEvents.create()` passes `LockGates.INSTANCE`.
 */
@EventDispatcher
interface NightShiftEvents : Dispatcher<DepotClosed>
