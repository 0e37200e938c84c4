package dev.switchboard.processor.diagnostics;

import dev.switchboard.processor.lang.CanonicalNames;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * Every diagnostic the processor reports, in one place: a stable tag users can search for, the
 * kind, what is wrong, and how to fix it. {@code docs/diagnostics.md} documents each one.
 */
public enum Message {
  // Handlers: SB1xx
  HANDLER_KIND(
      "SB101",
      "@Handles can only annotate a class, not %s %s",
      "annotate a concrete class that implements dev.switchboard.Handler"),
  HANDLER_ABSTRACT(
      "SB102",
      "handler %s is abstract, so no dispatcher can hold an instance of it",
      "make it concrete, or move @Handles to a concrete subclass"),
  HANDLER_INNER(
      "SB103",
      "handler %s is an inner class: it needs an instance of %s to exist",
      "declare it static, or move it to the top level"),
  HANDLER_PRIVATE(
      "SB104",
      "handler %s is private to %s, so the generated dispatcher cannot use it: %s is private",
      "make %3$s public, or package-private in the dispatcher's package"),
  HANDLER_NOT_ACCESSIBLE(
      "SB105",
      "handler %s is not public, and dispatcher %s is generated in another package (%s)",
      "make the handler (and the classes enclosing it) public, or declare the dispatcher in the handler's package"),
  HANDLER_GENERIC(
      "SB106",
      "handler %s declares type parameters %s; a dispatcher needs one concrete handler class",
      "remove the type parameters, or annotate a non-generic subclass that fixes them"),
  NOT_A_HANDLER(
      "SB107",
      "%s is annotated @Handles but does not implement dev.switchboard.Handler",
      "implement Handler<%2$s>"),
  RAW_HANDLER(
      "SB108",
      "%s implements the raw type Handler, so the event type it accepts is unknown",
      "implement Handler<%2$s>"),
  EVENT_NOT_ACCEPTED(
      "SB109",
      "%s lists %s in @Handles but implements Handler<%s>, which does not accept it",
      "implement Handler<%2$s> (or a supertype of it), or remove %2$s from @Handles"),
  NO_FACTORY_CONSTRUCTOR(
      "SB110",
      "dispatcher %s requires a create() factory, but handler %s has no no-argument constructor it can call: %s",
      "add a public (or, in the dispatcher's package, package-private) no-argument constructor that throws no"
          + " checked exception, or use factory = WHEN_POSSIBLE and pass handler instances to the constructor"),
  NOT_AN_EVENT_DISPATCHER(
      "SB111",
      "%s names %s in @Handles(dispatchers), which is not annotated @EventDispatcher",
      "name an @EventDispatcher type, or remove %2$s from dispatchers"),
  HANDLER_IN_UNNAMED_PACKAGE(
      "SB113",
      "handler %s is in the unnamed package, and dispatcher %s is generated in package %s, which cannot refer to it",
      "move the handler into a package, or declare the dispatcher in the unnamed package too"),
  HANDLER_LOCAL(
      "SB112",
      "handler %s is a local class, so no generated dispatcher can name it",
      "move it out of the method: make it a top-level or static nested class"),
  OBJECT_INSTANCE_OBSCURED(
      "SB114",
      "the create() of dispatcher %s cannot read the INSTANCE of Kotlin object %s: %s",
      "rename the field or the object, or set factory = NONE and pass the object to the dispatcher's constructor"),
  KOTLIN_COMPANION_WITHOUT_FACTORY(
      "SB127",
      Diagnostic.Kind.NOTE,
      "dispatcher %s gets no create(): its handler %s is a Kotlin companion object, whose one instance is the"
          + " static field %s, and create() takes only classes it can construct and the INSTANCE of an object",
      "pass %3$s to the dispatcher's constructor, or declare the handler as a top-level or nested object"
          + " (object ... : Handler<...>), whose INSTANCE create() reads"),

  INTERCEPTOR_INVALID(
      "SB128",
      "interceptor %s %s, so no dispatcher can hold an instance of it",
      "name a concrete, non-generic, top-level or static nested class that implements"
          + " dev.switchboard.Interceptor<E>, not private"),
  INTERCEPTOR_NOT_APPLICABLE(
      "SB129",
      "interceptor %s intercepts %s events, and handler %s takes %s events, which it does not accept",
      "make the interceptor an Interceptor of the handler's event type or a supertype of it, or remove it"),
  INTERCEPTOR_REPEATED(
      "SB130",
      "interceptor %s runs twice around %s",
      "list each interceptor once among the dispatcher's, the handler's and its binding annotations'"),
  INTERCEPTOR_BINDING_EMPTY(
      "SB131",
      "@%s is an @InterceptorBinding that names no interceptor",
      "list at least one interceptor class in its @InterceptorBinding, or remove the annotation"),
  INTERCEPTOR_UNUSED(
      "SB132",
      "interceptor %s of dispatcher %s intercepts %s events, and none of its handlers takes such events",
      "make it an Interceptor of a type the dispatcher's handlers take (Interceptor<Object> wraps every"
          + " handler), or remove it from the dispatcher"),
  INTERCEPTOR_NOT_ACCESSIBLE(
      "SB133",
      "interceptor %s is not public, and dispatcher %s is generated in another package (%s)",
      "make the interceptor (and the classes enclosing it) public, or declare the dispatcher in its package"),
  INTERCEPTOR_BINDING_SOURCE_RETENTION(
      "SB135",
      "@%s %s with RetentionPolicy.SOURCE, which class files do not keep: the"
          + " handlers of a library, and classes a partial build reads from their class files, would"
          + " lose its interceptors",
      "annotate it @Retention(RetentionPolicy.CLASS) or RUNTIME, or leave @Retention out"),
  NO_FACTORY_INTERCEPTOR_CONSTRUCTOR(
      "SB134",
      "dispatcher %s requires a create() factory, but interceptor %s has no no-argument constructor it can call: %s",
      "add a public (or, in the dispatcher's package, package-private) no-argument constructor that throws no"
          + " checked exception, or use factory = WHEN_POSSIBLE and pass interceptor instances to the constructor"),

  HANDLER_METHOD_STATIC(
      "SB115",
      "handler method %s is static; a dispatcher calls handler methods on the instance of"
          + " their class it holds",
      "make it an instance method"),
  HANDLER_METHOD_PRIVATE(
      "SB116",
      "handler method %s is private, so the generated dispatcher cannot call it",
      "make it public, or package-private in the dispatcher's package"),
  HANDLER_METHOD_PARAMETERS(
      "SB117",
      "handler method %s takes %s parameters; a handler method takes exactly one, the" + " event",
      "declare one parameter, of the event type it handles"),
  HANDLER_METHOD_GENERIC(
      "SB118",
      "handler method %s declares type parameters %s, which a dispatcher cannot choose",
      "remove them and declare the parameter as the event type"),
  HANDLER_METHOD_RETURNS(
      "SB119",
      "handler method %s returns %s, which the dispatcher would drop",
      "return void (publish a follow-up event from the method itself)"),
  HANDLER_METHOD_THROWS(
      "SB120",
      "handler method %s declares checked exception %s, which dispatch cannot throw",
      "handle it inside the method, or rethrow it wrapped in an unchecked exception"),
  HANDLER_METHOD_OWNER(
      "SB121",
      "handler method %s is declared in %s %s, of which no dispatcher can hold an" + " instance",
      "declare it in a concrete, non-generic top-level or static nested class (handler methods are"
          + " not inherited)"),
  HANDLER_METHOD_PARAMETER_TYPE(
      "SB122",
      "the parameter of handler method %s is %s, which cannot be an event type: %s",
      "declare the parameter as a class or interface, with no type arguments or only <?>"),
  EVENT_NOT_ACCEPTED_BY_METHOD(
      "SB123",
      "%s lists %s in @Handles, but its parameter %s does not accept it",
      "declare the parameter as %2$s or a supertype of it, or remove %2$s from @Handles"),
  HANDLER_METHOD_NOT_ACCESSIBLE(
      "SB124",
      "handler method %s is not public, and dispatcher %s is generated in another package (%s)",
      "make the method public, or declare the dispatcher in its class's package"),
  HANDLER_METHOD_PARAMETER_NOT_ACCESSIBLE(
      "SB126",
      "the parameter type %s of handler method %s is not public, and dispatcher %s is generated in another package (%s)",
      "make the parameter type public, or declare the dispatcher in its package"),

  // Event types: SB2xx
  EVENTS_EMPTY(
      "SB201", "@Handles lists no event types", "list at least one: @Handles(MyEvent.class)"),
  EVENT_NOT_A_CLASS(
      "SB202",
      "%s cannot be an event type: events are classes or interfaces",
      "wrap primitives and arrays in an event class"),
  EVENT_ANNOTATION(
      "SB203",
      "annotation type %s cannot be an event type",
      "use a class or interface as the event type"),
  EVENT_REPEATED("SB204", "%s is listed more than once in @Handles", "list each event type once"),
  EVENT_NOT_ACCESSIBLE(
      "SB205",
      "event type %s is not public, and dispatcher %s is generated in another package (%s)",
      "make the event type public, or declare the dispatcher in its package"),
  EVENT_IN_UNNAMED_PACKAGE(
      "SB207",
      "event type %s is in the unnamed package, and dispatcher %s is generated in package %s, which cannot refer to it",
      "move the event type into a package, or declare the dispatcher in the unnamed package too"),
  EVENT_PRIVATE(
      "SB206",
      "event type %s is private to %s, so no generated dispatcher can name it: %s is private",
      "make %3$s package-private or public; subclasses of a handled type may stay private, as the dispatcher"
          + " routes them at run time"),

  // Dispatchers: SB3xx
  DISPATCHER_KIND(
      "SB301",
      "@EventDispatcher must annotate an interface or an abstract class, not %s %s",
      "declare an interface that extends Dispatcher<MyEvent>"),
  NOT_A_DISPATCHER(
      "SB302",
      "%s is annotated @EventDispatcher but does not extend dev.switchboard.Dispatcher",
      "declare it as: interface %1$s extends Dispatcher<MyEvent>"),
  DISPATCHER_ROOT_INVALID(
      "SB303",
      "the event type of dispatcher %s must be a class or interface, not %s",
      "extend Dispatcher<MyEvent> with a concrete event root type such as Object or your event base type"),
  DISPATCHER_GENERIC(
      "SB304",
      "dispatcher %s declares type parameters %s; the generated class must be concrete",
      "remove the type parameters"),
  DISPATCHER_NOT_ACCESSIBLE(
      "SB305",
      "dispatcher %s is %s, so the generated subclass cannot extend it",
      "make it a top-level or static nested type that is not private"),
  DISPATCHER_NO_CONSTRUCTOR(
      "SB306",
      "abstract dispatcher class %s has no no-argument constructor the generated subclass can call: %s",
      "add a non-private no-argument constructor that throws no checked exception, or make the dispatcher an"
          + " interface"),
  DISPATCHER_ABSTRACT_METHOD(
      "SB307",
      "dispatcher %s declares abstract method %s, which Switchboard cannot implement",
      "give it a default body, or remove it: the generated class implements handlerFor, withDeadLetters and"
          + " void dispatch(%3$s event) only"),
  DISPATCHER_MEMBER_CLASH(
      "SB318", "dispatcher %s declares %s, which clashes with the generated %s: %s", "%5$s"),
  DEFAULT_DISPATCHER_OPTION(
      "SB308",
      "option switchboard.defaultDispatcher=%s is neither a qualified class name nor 'none'",
      "pass -Aswitchboard.defaultDispatcher=com.example.AppEvents, or =none to generate no default dispatcher"),
  DISPATCHER_EXCLUDES_HANDLER(
      "SB309",
      "%s names dispatcher %s in @Handles(dispatchers), but its event root %s excludes event type %s",
      "name a dispatcher whose event root is a supertype of %4$s, or widen the event root of %2$s"),
  EXHAUSTIVE_NOT_SEALED(
      "SB310",
      "dispatcher %s requires a handler for every permitted subtype of %s, which is not sealed",
      "declare %2$s sealed (at --release 17 or later), or remove it from exhaustive"),
  IGNORED_NOT_PERMITTED(
      "SB311",
      "dispatcher %s ignores %s, which is not a permitted subtype of any of its exhaustive types %s",
      "remove %2$s from ignore, or list its sealed supertype in exhaustive"),
  DISPATCHER_ROOT_NOT_ACCESSIBLE(
      "SB313",
      "the generated class of dispatcher %s cannot name its event root %s: %s is private, or not public in another package",
      "make %3$s public (or package-private in the dispatcher's package), or choose another event root"),
  DISPATCHER_NAME_INVALID(
      "SB314",
      "@EventDispatcher(name = \"%s\") of %s is not a valid class name",
      "give the simple name of a class, such as \"AppEventsImpl\" (the package is that of %2$s), or remove name"),
  GENERATED_NAME_TAKEN(
      "SB315",
      "dispatcher %s would generate class %s, but %s is a class of this compilation already",
      "%4$s"),
  GENERATED_NAMES_COLLIDE(
      "SB316",
      "dispatchers %s and %s would both generate class %s",
      "name the class generated for one of them: @EventDispatcher(name = \"...\")"),
  GENERATED_NAME_TOO_LONG(
      "SB317",
      "dispatcher %s would write file %s, whose name has %s bytes: at most %s fit",
      "%5$s"),
  GENERATED_CODE_CANNOT_NAME(
      "SB319",
      "the generated class of dispatcher %s cannot name a type it needs: %s",
      "rename the class, member class or field that hides it"),
  TYPED_METHODS_LEFT_OUT(
      "SB320",
      Diagnostic.Kind.NOTE,
      "dispatcher %s gets no typed dispatch(E) methods: it has %s, and their compile cost grows faster than their"
          + " number, so calls with an event's static type bind to dispatch(%3$s); code compiled separately against"
          + " a smaller version of it that had a typed dispatch(E) fails with NoSuchMethodError until recompiled",
      "split the dispatcher into smaller ones to keep typed methods, or call dispatch(%3$s) from code compiled"
          + " separately (cast the event to %3$s)"),
  ANNOTATION_CONSTANT_UNKNOWN(
      "SB321",
      "@%s(%s = %s) names a constant this Switchboard processor does not know (it knows %s): the"
          + " switchboard-annotations jar on the class path is newer than the switchboard-processor jar",
      "use the same Switchboard version for switchboard-annotations and switchboard-processor"),
  ANNOTATION_MEMBER_MISSING(
      "SB322",
      "@%s on the class path has no member %s, which this Switchboard processor reads: the"
          + " switchboard-annotations jar on the class path is older than the switchboard-processor jar",
      "use the same Switchboard version for switchboard-annotations and switchboard-processor"),
  BROADCAST_OPTION_UNUSED(
      "SB312",
      Diagnostic.Kind.WARNING,
      "dispatcher %s sets %s, which only applies to broadcast dispatchers",
      "add mode = Mode.BROADCAST, or remove %2$s"),

  // Routes: SB4xx
  DUPLICATE_ROUTE(
      "SB401",
      "%s has two handlers in dispatcher %s: %s and %s",
      "remove %1$s from the @Handles of one of them, or, if both should run, make %2$s a broadcast dispatcher:"
          + " @EventDispatcher(mode = EventDispatcher.Mode.BROADCAST)"),
  DUPLICATE_ROUTE_IN_DEFAULT(
      "SB401",
      "%s has two handlers in dispatcher %s: %s and %s",
      "remove %1$s from the @Handles of one of them, or, if both should run, declare a broadcast dispatcher in"
          + " place of %2$s: @EventDispatcher(mode = EventDispatcher.Mode.BROADCAST) public interface Events"
          + " extends Dispatcher<Object> {}"),
  AMBIGUOUS_ROUTE(
      "SB402",
      "%s is equally close to handled interfaces %s in dispatcher %s, so no handler is the nearest",
      "handle %1$s itself, or one interface that extends the others"),
  AMBIGUOUS_SUBTYPES(
      "SB402",
      "%s is equally close to handled interfaces %s in dispatcher %s, so an instance of a %4$s the processor does"
          + " not see (an anonymous class, a class of another module), with no handler of its own, would"
          + " have no nearest handler",
      "handle %1$s itself, or one interface that extends the others, or seal %1$s so that only its permitted"
          + " subtypes, each checked, can exist"),
  HANDLER_UNROUTED(
      "SB403",
      "handler %s is routed by no dispatcher, so it never runs: a dispatcher routes a handler only when its event"
          + " root is a supertype of an event type the handler lists, and no root here is a supertype of %s (%s)%s",
      "handle a subtype of an event root, or declare an @EventDispatcher whose event root is a supertype of %2$s;"
          + " if it is unrouted on purpose, set @Handles(allowUnrouted = true), or pass -Aswitchboard.unrouted=warn"
          + " for the whole module"),
  HANDLER_UNROUTED_BY_NAMED(
      "SB403",
      "handler %s is routed by no dispatcher, so it never runs: @Handles(dispatchers) names %s, which this"
          + " compilation does not generate, and only the dispatchers it names may route it",
      "name a dispatcher declared in this compilation, or remove dispatchers so that every dispatcher whose"
          + " event root accepts its events routes it; if it is unrouted on purpose, set"
          + " @Handles(allowUnrouted = true), or pass -Aswitchboard.unrouted=warn for the whole module"),
  UNROUTED_OPTION(
      "SB409",
      "option switchboard.unrouted=%s is none of error, warn, ignore",
      "pass -Aswitchboard.unrouted=warn to report handlers no dispatcher routes as warnings, =ignore to not report"
          + " them, or leave the option out to keep them errors"),
  DEAD_EVENT_HANDLER(
      "SB410",
      "%s handles %s, which Switchboard never dispatches, so it never runs: an event that no handler takes goes to"
          + " the dead-letter handler of the dispatcher",
      "remove the @Handles and pass the handler as the dead letters of the dispatcher:"
          + " dispatcher.withDeadLetters(event -> ...), which receives the unhandled event itself"),
  LATE_HANDLER(
      "SB404",
      "%s appeared in a later annotation-processing round, after the dispatchers were generated",
      "write the handler as source: Switchboard writes its dispatchers in the first round in which no element waits for a missing type, so a handler another processor generates arrives too late"),
  ERASED_EVENT_COLLISION(
      "SB405",
      "%s and %s collide in dispatcher %s: they handle %s and %s, which are both %s at run time (type"
          + " arguments are erased)",
      "give each payload its own event class, or let one handler accept %6$s and inspect the payload"),
  SHADOWED_SUPERTYPE_HANDLER(
      "SB407",
      Diagnostic.Kind.NOTE,
      "in exclusive dispatcher %s, %s runs for no class this compilation knows: every class that is a %s has a"
          + " handler of its own (%s)",
      "use a broadcast dispatcher (@EventDispatcher(mode = BROADCAST)) to run it beside them, or handle the"
          + " remaining subtypes of %3$s only"),
  SHADOWED_SEALED_HANDLER(
      "SB408",
      "in exclusive dispatcher %s, %s never receives a %s: it is sealed, and every class that can be one has a"
          + " handler of its own (%s)",
      "use a broadcast dispatcher (@EventDispatcher(mode = BROADCAST)) to run it beside them, or remove %3$s from"
          + " its @Handles"),
  NEAREST_SHADOWED_SUPERTYPE_HANDLER(
      "SB407",
      Diagnostic.Kind.NOTE,
      "in broadcast dispatcher %s, which runs the handlers of an event's nearest handled type only, %s runs for"
          + " no class this compilation knows: every class that is a %s reaches the handlers of a nearer type"
          + " instead (%s)",
      "set includeSupertypes = true (the default) to run it beside them, or handle the remaining subtypes of %3$s"
          + " only"),
  NEAREST_SHADOWED_SEALED_HANDLER(
      "SB408",
      "in broadcast dispatcher %s, which runs the handlers of an event's nearest handled type only, %s never"
          + " receives a %s: it is sealed, and every class that can be one reaches the handlers of a nearer type"
          + " instead (%s)",
      "set includeSupertypes = true (the default) to run it beside them, or remove %3$s from its @Handles"),
  NOT_EXHAUSTIVE(
      "SB406",
      "dispatcher %s must handle every permitted subtype of sealed %s, but no handler takes %s",
      "add a @Handles handler for each, or list them in @EventDispatcher(ignore = ...)"),

  // Compilation: SB5xx
  UNRESOLVED_TYPE(
      "SB501",
      "%s refers to a type that never became available: %s",
      "check the imports and the class path, or the processor that was expected to generate it"),

  // Multi-module: SB6xx
  LIBRARY_OPTION(
      "SB601",
      "option switchboard.library=%s is not a qualified class name",
      "pass the class to generate as the library's handler index: -Aswitchboard.library=com.example.orders.OrdersIndex"),
  LIBRARY_HANDLER_NOT_PUBLIC(
      "SB602",
      "handler %s is published in library index %s, but %s is not public, so dispatchers in other packages cannot use it",
      "make it (and the classes enclosing it) public, or compile it outside the library"),
  NOT_AN_INDEX(
      "SB603",
      "%s in the include list of dispatcher %s is not a Switchboard handler index",
      "list index classes generated for libraries compiled with -Aswitchboard.library=<index class>"),
  DUPLICATE_ROUTE_ACROSS_MODULES(
      "SB604",
      "%s has two handlers in dispatcher %s: %s (%s) and %s (%s)",
      "remove %1$s from the @Handles of one of them, or leave one library out of @EventDispatcher(include = ...)"),
  AMBIGUOUS_ROUTE_ACROSS_MODULES(
      "SB605",
      "%s is equally close to handled interfaces %s in dispatcher %s, so no handler is the nearest",
      "handle %1$s itself, or leave one library out of @EventDispatcher(include = ...)"),
  INDEX_UNREADABLE(
      "SB606",
      "library index %s (%s) lists %s, which is not a valid handler on this class path: %s",
      "rebuild the library against the classes this compilation sees (its index was written when %3$s was valid"
          + " there), or put the library's dependencies on the class path"),
  HANDLER_PACKAGE_NOT_EXPORTED(
      "SB607",
      "handler %s of module %s is in a package that module %s cannot read, so dispatcher %s cannot use it",
      "export package %5$s of module %2$s (to %3$s), and let %3$s require %2$s"),
  INDEX_NOT_EXPORTED(
      "SB608",
      "library index %s is in package %s, which module %s does not export, so applications cannot find it",
      "name an index class in a package that module %3$s exports: -Aswitchboard.library=<exported package>.<Name>"),

  // Reports and locks: SB7xx
  REPORT_NOT_WRITTEN(
      "SB701",
      Diagnostic.Kind.WARNING,
      "could not write the route report %s: %s",
      "check that no other processor writes %1$s and that the class output directory is writable"),
  ROUTES_CHANGED(
      "SB702",
      "the routes of dispatcher %s differ from the routes lock %s (%s)",
      "review the changes listed below; if they are intended, accept them by compiling once with"
          + " -Aswitchboard.updateRoutesLock=true and commit the updated %2$s"),
  ROUTES_LOCK_UNREADABLE(
      "SB703",
      "cannot read the routes lock %s: %s",
      "check -Aswitchboard.routesLock (a relative path is resolved against the compiler's working directory;"
          + " in Maven pass ${project.basedir}/routes.lock), or create the file by compiling once with"
          + " -Aswitchboard.updateRoutesLock=true"),
  ROUTES_LOCK_MALFORMED(
      "SB704",
      "line %s of the routes lock %s is not a route: %s",
      "write routes as 'dispatcher: event -> handler', or regenerate the file by compiling once with"
          + " -Aswitchboard.updateRoutesLock=true"),
  ROUTES_LOCK_NOT_WRITTEN(
      "SB705",
      "cannot write the routes lock %s: %s",
      "check that %1$s and its directory are writable"),
  UPDATE_WITHOUT_LOCK(
      "SB706",
      "option switchboard.updateRoutesLock=true names no lock file to update",
      "also pass -Aswitchboard.routesLock=path/to/routes.lock"),

  // Partial compilations: SB8xx
  PARTIAL_BUILD_UNCERTAIN(
      "SB801",
      Diagnostic.Kind.WARNING,
      "this compilation may not generate the dispatchers a full build would: %s, so they route only what this"
          + " compilation sees",
      "rebuild the module from clean (mvn clean compile, gradle clean build, or the IDE's Rebuild Project);"
          + " see docs/incremental-builds.md"),
  GENERATED_CLASS_ON_CLASS_PATH(
      "SB802",
      "cannot generate %s again: the compiler refuses to create its source because an earlier build left a class"
          + " of that name on the class path (%s)",
      "delete %1$s.class and its nested classes from the output directory before compiling (ecj's batch compiler"
          + " does not let annotation processors replace a class they generated earlier), or rebuild from clean"),
  CLASS_OF_DELETED_SOURCE_LEFT(
      "SB803",
      Diagnostic.Kind.WARNING,
      "the sources of %s are deleted, but their class files are still in the class output: every build since the"
          + " deletion that compiled nothing (maven-compiler-plugin with useIncrementalCompilation=false says"
          + " \"Nothing to compile\" when sources were only deleted) kept routing to them. This build drops them;"
          + " the stale class files stay in the class output, and in the jar",
      "run mvn clean compile (or the IDE's Rebuild Project) after deleting a handler or dispatcher, or leave"
          + " maven-compiler-plugin's useIncrementalCompilation at its default, true, which recompiles the module"
          + " and removes the classes of deleted sources; see docs/incremental-builds.md"),
  COMPILATION_ABORTED(
      "SB804",
      "ecj stopped the compilation while Switchboard processed %s: %s",
      "where a class file needs a class that is missing (\"indirectly referenced from required .class files\"),"
          + " as a nested class of a generated dispatcher left without the dispatcher's own class file"
          + " (shop/SwitchboardShop$Cases0.class without shop/SwitchboardShop.class), delete those class files from"
          + " the output directory or rebuild from clean; otherwise put the missing class on the class path"),
  MODULE_UNDER_BATCH_ECJ(
      "SB805",
      "cannot generate %s in module %s: ecj's batch compiler compiles the sources annotation processors"
          + " generate outside the named module being compiled, where they cannot see the module's types",
      "compile module %2$s with javac (maven-compiler-plugin's default compilerId, or Gradle's JavaCompile"
          + " without gradle-ecj), with Eclipse's IDE builder, or as a non-modular project on the class path"
          + " (without module-info.java); see docs/multi-module.md"),
  INTERNAL_ERROR(
      "SB901",
      "Switchboard failed while processing %s: %s",
      "this is a bug in Switchboard; please report it with this message and the stack trace"
          + " printed with -Aswitchboard.debug=true");

  private final String tag;
  private final Diagnostic.Kind kind;
  private final String text;
  private final String fix;

  Message(String tag, String text, String fix) {
    this(tag, Diagnostic.Kind.ERROR, text, fix);
  }

  Message(String tag, Diagnostic.Kind kind, String text, String fix) {
    this.tag = tag;
    this.kind = kind;
    this.text = text;
    this.fix = fix;
  }

  public String tag() {
    return tag;
  }

  public Diagnostic.Kind kind() {
    return kind;
  }

  /**
   * The full text, {@code [SB101] what is wrong. Fix: what to do.}, with {@code args} filling the
   * placeholders of both parts; the fix refers to them by position ({@code %1$s}).
   */
  public String format(Object... args) {
    args = args.clone();
    for (int i = 0; i < args.length; i++) {
      if (args[i] instanceof TypeElement type) {
        args[i] =
            CanonicalNames.of(type); // ecj's TypeElement.toString() mangles '$' in nested names
      }
    }
    return "[" + tag + "] " + String.format(text, args) + ". Fix: " + String.format(fix, args)
        + ".";
  }
}
