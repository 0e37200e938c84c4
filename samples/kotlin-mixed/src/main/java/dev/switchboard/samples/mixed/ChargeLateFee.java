package dev.switchboard.samples.mixed;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;

/** A Java handler of a Kotlin event, routed by the dispatcher declared in Kotlin. */
@Handles(BookReturned.class)
public final class ChargeLateFee implements Handler<BookReturned> {
  private final LoanBook book;

  public ChargeLateFee(LoanBook book) {
    this.book = book;
  }

  @Override
  public void handle(BookReturned event) {
    book.getLines().add(event.getTitle() + " returned, fee " + event.getDaysLate() * 10 + " cents");
  }
}
