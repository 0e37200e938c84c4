package dev.switchboard.processor.api;

/**
 * The canonical names of Switchboard's annotations and runtime types, as the processor finds them in
 * the compilation and names them in generated code. Names, not classes: the processor runs without
 * the annotations and the runtime on its own class path, so it cannot refer to them as classes.
 */
public final class SwitchboardTypes {
  /** The package of Switchboard's annotations. */
  public static final String ANNOTATIONS_PACKAGE = "dev.switchboard.annotations";
  /** The module of Switchboard's annotations. */
  public static final String ANNOTATIONS_MODULE = "dev.switchboard.annotations";

  /** Declares a handler, on a class or a method. */
  public static final String HANDLES = ANNOTATIONS_PACKAGE + ".Handles";
  /** Declares a dispatcher, on an interface or abstract class. */
  public static final String EVENT_DISPATCHER = ANNOTATIONS_PACKAGE + ".EventDispatcher";
  /** Makes an annotation stand for interceptors around the handlers it annotates. */
  public static final String INTERCEPTOR_BINDING = ANNOTATIONS_PACKAGE + ".InterceptorBinding";
  /**
   * A class a library on the compile class path may declare: the interceptors of its binding
   * annotations wrap every handler of every declared dispatcher compiled with it on the path,
   * innermost. The Spring Boot starter declares it for handler metrics.
   */
  public static final String DEFAULT_BINDINGS = "dev.switchboard.defaults.DefaultBindings";
  /** Lists the handlers a library publishes to the modules that depend on it. */
  public static final String HANDLER_INDEX = ANNOTATIONS_PACKAGE + ".HandlerIndex";

  /** The interface every handler class implements. */
  public static final String HANDLER = "dev.switchboard.Handler";

  public static final String HANDLERS = "dev.switchboard.Handlers";
  /** Adapts a handler method to {@link #HANDLER}. */
  public static final String METHOD_HANDLER = "dev.switchboard.MethodHandler";
  /** The interface every dispatcher declaration extends. */
  public static final String DISPATCHER = "dev.switchboard.Dispatcher";

  /** Runs around a handler's calls. */
  public static final String INTERCEPTOR = "dev.switchboard.Interceptor";
  /** Describes a handler to the interceptors around it. */
  public static final String HANDLER_DESCRIPTOR = "dev.switchboard.HandlerDescriptor";
  /** Builds the handler that runs interceptors around another, once. */
  public static final String INTERCEPTOR_CHAIN = "dev.switchboard.support.InterceptorChain";
  /** What a chain calls after its last interceptor: the dispatcher's direct calls of its handlers. */
  public static final String HANDLER_CALLS = "dev.switchboard.support.HandlerCalls";

  public static final String GENERATED_DISPATCHER = "dev.switchboard.support.GeneratedDispatcher";
  /** The abstract method of {@link #GENERATED_DISPATCHER} that its final {@code dispatch} calls. */
  public static final String GENERATED_DISPATCHER_HOOK = "dispatchEvent";

  public static final String ROUTE_TABLE = "dev.switchboard.support.RouteTable";
  public static final String BROADCAST_FAILURES = "dev.switchboard.support.BroadcastFailures";
  public static final String FAILURE_POLICY = "dev.switchboard.support.FailurePolicy";
  /** Marks every class Switchboard generates. */
  public static final String SWITCHBOARD_GENERATED = "dev.switchboard.support.SwitchboardGenerated";

  /** The processor, as {@code @Generated} names it in generated classes. */
  public static final String PROCESSOR = "dev.switchboard.processor.SwitchboardProcessor";

  private SwitchboardTypes() {}
}
