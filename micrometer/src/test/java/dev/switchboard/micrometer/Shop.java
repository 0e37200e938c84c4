package dev.switchboard.micrometer;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.Interceptor;
import dev.switchboard.support.InterceptorChain;
import java.util.ArrayList;
import java.util.List;

/** A dispatcher's handlers, intercepted as a generated constructor intercepts them. */
final class Shop {
  interface Orders extends Dispatcher<Object> {}

  /** A handler class. */
  static final class ReserveStock implements Handler<String> {
    final List<String> reserved = new ArrayList<>();

    @Override
    public void handle(String event) {
      if (event.startsWith("fail")) {
        throw new IllegalStateException("out of stock: " + event);
      }
      reserved.add(event);
    }
  }

  /** A class of handler methods. */
  static final class Projection {
    final List<CharSequence> seen = new ArrayList<>();

    void on(CharSequence event) {
      seen.add(event);
    }
  }

  static final HandlerDescriptor RESERVE_STOCK =
      HandlerDescriptor.ofClass(Orders.class, ReserveStock.class, String.class);
  static final HandlerDescriptor PROJECTION_ON =
      HandlerDescriptor.ofMethod(Orders.class, Projection.class, "on", CharSequence.class);

  final ReserveStock reserveStock = new ReserveStock();
  final Projection projection = new Projection();
  final Handler<String> reserve;
  final Handler<CharSequence> on;

  Shop(Interceptor<Object> interceptor) {
    reserve = InterceptorChain.wrap(RESERVE_STOCK, reserveStock, interceptor);
    on = InterceptorChain.wrap(PROJECTION_ON, projection::on, interceptor);
  }
}
