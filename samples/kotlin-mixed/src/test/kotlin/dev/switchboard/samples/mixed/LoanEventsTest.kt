package dev.switchboard.samples.mixed

import dev.switchboard.testing.Routes
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

/** kapt processed the Kotlin and the Java sources of one module: both dispatchers route both. */
class LoanEventsTest {
  private val book = LoanBook()

  @Test
  fun theDispatcherDeclaredInKotlinRoutesToTheJavaAndTheKotlinHandler() {
    val events: LoanEvents = SwitchboardLoanEvents(ChargeLateFee(book), RecordLoan(book))

    Routes.assertRoutes(events, BookLent("Dune", "Ada"), RecordLoan::class.java)
    Routes.assertRoutes(events, BookReturned("Dune", 3), ChargeLateFee::class.java)
    events.dispatch(BookLent("Dune", "Ada"))
    events.dispatch(BookReturned("Dune", 3))
    assertEquals(listOf("Dune lent to Ada", "Dune returned, fee 30 cents"), book.lines)
  }

  @Test
  fun theDispatcherDeclaredInJavaRoutesTheSameHandlers() {
    val auditing: Auditing = SwitchboardAuditing(ChargeLateFee(book), RecordLoan(book))

    Routes.assertRoutes(auditing, BookReturned("Emma", 0), ChargeLateFee::class.java)
  }
}
