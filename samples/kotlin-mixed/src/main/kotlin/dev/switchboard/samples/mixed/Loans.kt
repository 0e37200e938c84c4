package dev.switchboard.samples.mixed

import dev.switchboard.Dispatcher
import dev.switchboard.Handler
import dev.switchboard.annotations.EventDispatcher
import dev.switchboard.annotations.Handles

/** What happens to a library's books. The handlers are in Kotlin and in Java. */
sealed interface LoanEvent

data class BookLent(val title: String, val member: String) : LoanEvent

data class BookReturned(val title: String, val daysLate: Int) : LoanEvent

/** Declared in Kotlin; [RecordLoan] (Kotlin) and `ChargeLateFee` (Java) handle its events. */
@EventDispatcher(exhaustive = [LoanEvent::class])
interface LoanEvents : Dispatcher<LoanEvent>

/** The loans on record, in order. */
class LoanBook(val lines: MutableList<String> = mutableListOf())

@Handles(BookLent::class)
class RecordLoan(private val book: LoanBook) : Handler<BookLent> {
  override fun handle(event: BookLent) {
    book.lines += "${event.title} lent to ${event.member}"
  }
}
