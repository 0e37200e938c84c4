package dev.switchboard.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.Optional;

/**
 * How generated code hands an event, held in a variable of some static type, to one handler: a
 * call javac binds to the handler's own class.
 *
 * @param handler the handler called
 * @param form how the event is passed
 * @param cast the type the event is cast to, for {@link Form#CAST} only
 */
public record HandlerCall(HandlerModel handler, Form form, Optional<TypeName> cast) {
  public static HandlerCall direct(HandlerModel handler) {
    return new HandlerCall(handler, Form.DIRECT, Optional.empty());
  }

  public static HandlerCall cast(HandlerModel handler, TypeName type) {
    return new HandlerCall(handler, Form.CAST, Optional.of(type));
  }

  public static HandlerCall delivered(HandlerModel handler) {
    return new HandlerCall(handler, Form.DELIVER, Optional.empty());
  }

  /** How the event reaches the handler's {@code handle} method. */
  public enum Form {
    /** {@code handler.handle(event)}: the static type already is the handler's event type. */
    DIRECT,
    /** {@code handler.handle((OrderPlaced) event)}: a cast to the handler's event type. */
    CAST,
    /**
     * {@code RouteTable.deliver(handler, event)}: the handler's event type cannot be named here or
     * cast to without an unchecked warning (generic, or not visible from the dispatcher's package).
     */
    DELIVER
  }
}
