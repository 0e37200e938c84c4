package dev.switchboard.samples.kotlin

import dev.switchboard.Dispatcher
import dev.switchboard.Interceptor
import dev.switchboard.Invocation
import dev.switchboard.annotations.EventDispatcher
import dev.switchboard.annotations.Handles
import dev.switchboard.annotations.InterceptorBinding

/** Writes each handler call it wraps into the log, named as the route report names the handler. */
class CallLog(private val log: DepotLog) : Interceptor<Any> {
  override fun intercept(event: Any, next: Invocation<Any>) {
    log.add("call ${next.handler()}")
    next.proceed(event)
  }
}

/** Pages the manager on duty before the incident's handler runs. */
class PageManager(private val log: DepotLog) : Interceptor<Incident> {
  override fun intercept(event: Incident, next: Invocation<Incident>) {
    log.add("page manager about ${event.parcelId}")
    next.proceed(event)
  }
}

/** A binding: a handler annotated `@Escalated` runs within [PageManager]. */
@InterceptorBinding(PageManager::class)
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.CLASS, AnnotationTarget.FUNCTION)
annotation class Escalated

/** Incidents only, every handler call logged by [CallLog]. */
@EventDispatcher(interceptors = [CallLog::class])
interface IncidentEvents : Dispatcher<Incident>

/** A lost parcel is escalated; only [IncidentEvents] routes this handler. */
class SearchParty(private val log: DepotLog) {
  @Escalated
  @Handles(dispatchers = [IncidentEvents::class])
  fun on(event: ParcelLost) {
    log.add("search party for ${event.parcelId}")
  }
}
