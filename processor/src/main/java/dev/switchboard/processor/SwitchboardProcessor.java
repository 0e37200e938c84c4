package dev.switchboard.processor;

import dev.switchboard.processor.lang.CanonicalNames;
import com.google.auto.service.AutoService;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import dev.switchboard.processor.completion.UnfinishedClasses;
import dev.switchboard.processor.diagnostics.CompilerErrors;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.incremental.IncrementalBuild;
import dev.switchboard.processor.incremental.SupportedAnnotationTypes;
import dev.switchboard.processor.inspection.RouteInspection;
import dev.switchboard.processor.inspection.RouteReport;
import dev.switchboard.processor.inspection.SourceLocation;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.CompiledNow;
import dev.switchboard.processor.lang.Deprecations;
import dev.switchboard.processor.lang.VisibleTypes;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.multimodule.CrossModuleConflicts;
import dev.switchboard.processor.writing.IndexWriter;
import dev.switchboard.processor.multimodule.Libraries;
import dev.switchboard.processor.multimodule.LibraryMode;
import dev.switchboard.processor.multimodule.PublishedIndex;
import dev.switchboard.processor.naming.GeneratedNameCheck;
import dev.switchboard.processor.resolution.DefaultDispatcher;
import dev.switchboard.processor.resolution.RouteResolver;
import dev.switchboard.processor.resolution.UnroutedHandlers;
import dev.switchboard.processor.validation.DispatcherValidator;
import dev.switchboard.processor.validation.HandlerClassValidator;
import dev.switchboard.processor.validation.HandlerValidator;
import dev.switchboard.processor.validation.LocalHandlers;
import dev.switchboard.processor.validation.Validation;
import dev.switchboard.processor.writing.DispatcherWriter;
import dev.switchboard.processor.output.GeneratedSources;
import dev.switchboard.processor.inspection.RouteReportWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Function;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * Generates a dispatcher for every {@code @EventDispatcher} of the compilation (or a default one)
 * from its {@code @Handles} classes: discover, validate, resolve, write.
 *
 * <p>Element names, never elements, are kept across rounds. An element that refers to a type not
 * generated yet is deferred and validated again next round. Dispatchers are written in the first
 * round where nothing is deferred and no error was reported; a type still missing in the last round
 * is reported once, unless javac already reported errors.
 *
 * <p>A compilation may see only some files of the module (IDEs, ecj, Maven without incremental
 * mode): {@link IncrementalBuild} adds what the previous build saw and is still there, so every
 * dispatcher of the module is generated as a full build would. That is why the processor runs for
 * every compilation ({@code *}): recompiling only an event class changes routes too.
 */
@AutoService(Processor.class)
public final class SwitchboardProcessor extends AbstractProcessor {
  static final String DEBUG_OPTION = "switchboard.debug";

  /** Handlers and dispatchers not yet validated (new, or deferred), by qualified name. */
  private final Set<String> pendingHandlers = new TreeSet<>();
  private final Set<String> pendingDispatchers = new TreeSet<>();
  /** What stopped each deferred element, by its qualified name. */
  private final Map<String, String> missingTypes = new TreeMap<>();

  /** The valid handlers of each class: the class itself, its handler methods, or both. */
  private final Map<String, List<HandlerModel>> handlers = new TreeMap<>();
  private final Map<String, DispatcherDeclaration> dispatchers = new TreeMap<>();
  /** Every class of the compilation, by qualified name: the event classes known at compile time. */
  private final Set<String> knownTypes = new TreeSet<>();
  /** The dispatchers this processor wrote: no handler can be declared in them, so they are not scanned. */
  private final Set<String> generatedTypes = new TreeSet<>();
  /** The known types when the dispatchers were written: what a later partial build must know again. */
  private Set<String> knownTypesWritten;
  /** Every handler and dispatcher seen, valid or not, for the module state. */
  private final Set<String> seenHandlers = new TreeSet<>();
  private final Set<String> seenDispatchers = new TreeSet<>();
  /** Handlers and dispatchers a partial compilation did not recompile: validated from their class files. */
  private final Set<String> notRecompiled = new TreeSet<>();
  /** The classes compiled from source, nested ones included: the only ones with source positions. */
  private final Set<String> compiledNow = new TreeSet<>();
  private boolean previousMerged;
  private boolean stateRecorded;
  private boolean written;
  private boolean lastRound;
  /** Whether a handler was read again in a later round because another processor may add members to it. */
  private boolean heldForMembers;

  private Diagnostics diagnostics;
  private RouteInspection inspection;
  private Optional<LocalHandlers> localHandlers;
  private CompilerErrors compilerErrors;
  private IncrementalBuild incremental;
  private UnfinishedClasses unfinished;
  private final SupportedAnnotationTypes supportedTypes =
      new SupportedAnnotationTypes(HandlerValidator.HANDLES, DispatcherValidator.EVENT_DISPATCHER);

  @Override
  public synchronized void init(ProcessingEnvironment environment) {
    super.init(environment);
    supportedTypes.init(environment);
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    // Every compilation, not only those with @Handles or @EventDispatcher in their sources: a partial
    // compilation of an event class alone changes the routes of the module's dispatchers. Under
    // Gradle, javac is told Switchboard's own annotations (see SupportedAnnotationTypes).
    return supportedTypes.next();
  }

  @Override
  public Set<String> getSupportedOptions() {
    Set<String> options = new TreeSet<>(RouteInspection.OPTIONS);
    options.addAll(Set.of(DefaultDispatcher.OPTION, LibraryMode.OPTION, UnroutedHandlers.OPTION, DEBUG_OPTION));
    return options;
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (diagnostics == null) {
      diagnostics = new Diagnostics(processingEnv.getMessager());
      incremental = new IncrementalBuild(processingEnv, diagnostics);
      inspection = new RouteInspection(processingEnv, diagnostics, new PreviousHandlesLocation());
      localHandlers = LocalHandlers.of(processingEnv, diagnostics);
      compilerErrors = CompilerErrors.of(processingEnv);
      unfinished = UnfinishedClasses.of(processingEnv);
    }
    try {
      processRound(round);
    } catch (RuntimeException | LinkageError e) {
      // Never let javac crash: whatever went wrong is an error of this compilation, not of javac.
      reportInternalError("the compilation", null, e);
    }
    return false; // never claim: other processors may read these annotations too
  }

  private void processRound(RoundEnvironment round) {
    lastRound = round.processingOver();
    for (TypeElement type : ElementFilter.typesIn(round.getRootElements())) {
      Set<String> compiled = incremental.compiled(type);
      knownTypes.addAll(compiled);
      compiledNow.addAll(compiled);
      if (!generatedTypes.contains(CanonicalNames.of(type))) {
        if (localHandlers.isPresent()) {
          localHandlers.get().check(type);
        }
      }
    }
    addNames(round, HandlerValidator.HANDLES, pendingHandlers);
    addNames(round, DispatcherValidator.EVENT_DISPATCHER, pendingDispatchers);
    if (!previousMerged) {
      previousMerged = true;
      mergePreviousBuild();
    }
    seenHandlers.addAll(pendingHandlers);
    seenDispatchers.addAll(pendingDispatchers);
    if (round.processingOver()) {
      recordState();
    }
    if (written) {
      reportLate(pendingHandlers);
      reportLate(pendingDispatchers);
      return;
    }
    validatePending(pendingHandlers, handlers, new HandlerValidation());
    validatePending(pendingDispatchers, dispatchers, new DispatcherValidation());

    if (!missingTypes.isEmpty()) {
      if (round.processingOver() && !round.errorRaised() && !diagnostics.errorReported()) {
        missingTypes.forEach((name, missing) -> {
          TypeElement element = elements().getTypeElement(name);
          if (!compilerErrors.reportsUnresolvedNamesIn(element, compiledNow.contains(name))) {
            diagnostics.report(Message.UNRESOLVED_TYPE, element, name, missing);
          }
        });
      }
      return;
    }
    // Never in the last round (other processors would not see the dispatchers, and javac warns),
    // unless a handler waited for members that arrived without a round after: a processor that adds
    // members without generating a file. Generated then, the dispatchers compile.
    if ((round.processingOver() && !heldForMembers) || (handlers.isEmpty() && dispatchers.isEmpty())) {
      return;
    }
    written = true;
    if (!diagnostics.errorReported()) {
      writeDispatchers();
    }
  }

  /** Adds what the previous build of the module saw, was not recompiled now, and still exists. */
  private void mergePreviousBuild() {
    IncrementalBuild.Kept kept = incremental.previous(HandlerValidator.HANDLES, DispatcherValidator.EVENT_DISPATCHER);
    pendingHandlers.addAll(kept.handlers());
    pendingDispatchers.addAll(kept.dispatchers());
    notRecompiled.addAll(kept.handlers());
    notRecompiled.addAll(kept.dispatchers());
    knownTypes.addAll(kept.types());
  }

  private void recordState() {
    if (stateRecorded) {
      return;
    }
    stateRecorded = true;
    // Every handler class seen, valid or not: a method that fails now keeps its row, as its class does.
    Map<String, Optional<String>> methodLocations = new TreeMap<>();
    for (String handler : seenHandlers) {
      methodLocations.putAll(inspection.locateHandlesMethods(handler));
    }
    incremental.record(seenHandlers, seenDispatchers, knownTypesWritten != null ? knownTypesWritten : knownTypes,
        new HandlesLocation(), methodLocations);
  }

  // Named classes rather than lambdas on the path every compilation runs: see ShadowedNames.

  /** Where an earlier build saw the {@code @Handles} of a handler that was not recompiled. */
  private final class PreviousHandlesLocation implements Function<String, Optional<String>> {
    @Override
    public Optional<String> apply(String handler) {
      return incremental.previousHandlesLocation(handler);
    }
  }

  /** Where the {@code @Handles} of a handler is written, for the module state. */
  private final class HandlesLocation implements Function<String, Optional<String>> {
    @Override
    public Optional<String> apply(String handler) {
      Optional<SourceLocation> location = inspection.locateHandles(handler);
      return location.isPresent() ? Optional.of(location.get().toString()) : Optional.empty();
    }
  }

  private final class HandlerValidation
      implements BiFunction<String, TypeElement, Validation<List<HandlerModel>>> {
    @Override
    public Validation<List<HandlerModel>> apply(String name, TypeElement element) {
      if (!lastRound && !notRecompiled.contains(name)) {
        Optional<String> pending = unfinished.pendingMembers(name, element);
        if (pending.isPresent()) {
          heldForMembers = true;
          return new Validation.Deferred<>(pending.get());
        }
      }
      return new HandlerClassValidator(elements(), processingEnv.getTypeUtils(), diagnosticsFor(name))
          .validate(element);
    }
  }

  private final class DispatcherValidation
      implements BiFunction<String, TypeElement, Validation<DispatcherDeclaration>> {
    @Override
    public Validation<DispatcherDeclaration> apply(String name, TypeElement element) {
      Diagnostics on = notRecompiled.contains(name)
          ? diagnostics.notRecompiled(name, new CompiledNow(elements(), compiledNow)
              .declarationSite(element, processingEnv.getTypeUtils()))
          : diagnostics;
      return new DispatcherValidator(elements(), processingEnv.getTypeUtils(), on).validate(element);
    }
  }

  /** Diagnostics on {@code name}, which say so when it is read from its class file. */
  private Diagnostics diagnosticsFor(String name) {
    return notRecompiled.contains(name) ? diagnostics.notRecompiled(name) : diagnostics;
  }

  private <T> void validatePending(
      Set<String> pending, Map<String, T> valid, BiFunction<String, TypeElement, Validation<T>> validator) {
    for (String name : new ArrayList<>(pending)) {
      TypeElement element = elements().getTypeElement(name);
      Validation<T> result;
      try {
        result = element == null ? new Validation.Deferred<>(name) : validator.apply(name, element);
      } catch (RuntimeException | LinkageError e) {
        reportInternalError(name, element, e);
        result = new Validation.Invalid<>();
      }
      if (result instanceof Validation.Deferred<T> deferred) {
        missingTypes.put(name, deferred.missingType());
        continue;
      }
      pending.remove(name);
      missingTypes.remove(name);
      if (result instanceof Validation.Valid<T> ok) {
        valid.put(name, ok.model());
      }
    }
  }

  private void writeDispatchers() {
    knownTypesWritten = Set.copyOf(knownTypes);
    LibraryMode library = new LibraryMode(elements(), processingEnv.getTypeUtils(), diagnostics, processingEnv.getOptions());
    Optional<PublishedIndex> index = library.index(allHandlers(), knownTypes);
    if (index.isPresent()) {
      publish(index.get());
    }
    if (diagnostics.errorReported()) {
      return;
    }
    CompiledNow sources = new CompiledNow(elements(), compiledNow);
    Libraries libraries = new Libraries(processingEnv, diagnostics, handlers.keySet(), library.ownIndex(), sources);
    List<DispatcherDeclaration> declarations = new ArrayList<>(dispatchers.values());
    if (declarations.isEmpty() && !library.active()) {
      String option = processingEnv.getOptions().get(DefaultDispatcher.OPTION);
      if (!DefaultDispatcher.validOption(option)) {
        diagnostics.report(Message.DEFAULT_DISPATCHER_OPTION, null, option);
        return;
      }
      Optional<DispatcherDeclaration> defaultDispatcher = DefaultDispatcher.declare(option, allHandlers());
      if (defaultDispatcher.isPresent()) {
        declarations.add(defaultDispatcher.get());
      }
    }
    RouteResolver resolver = new RouteResolver(elements(), processingEnv.getTypeUtils(), diagnostics,
        new CrossModuleConflicts(elements(), diagnostics, libraries, sources), sources);
    UnroutedHandlers unrouted = new UnroutedHandlers(elements(), processingEnv.getTypeUtils(), diagnostics);
    unrouted.checkBusEvents(allHandlers());
    // A library's handlers are routed by the dispatchers of the applications that read its index.
    if (!dispatchers.isEmpty() && !library.active()) {
      unrouted.check(allHandlers(), declarations, processingEnv.getOptions().get(UnroutedHandlers.OPTION), resolver);
    }
    for (DispatcherDeclaration declaration : declarations) {
      incremental.checkEarlierOutput(RouteReportWriter.resourceName(declaration.displayName()));
    }
    List<RouteReport> reports = new ArrayList<>();
    GeneratedNameCheck names = new GeneratedNameCheck(elements(), processingEnv.getTypeUtils(), diagnostics, sources);
    for (DispatcherDeclaration declaration : names.check(declarations, knownTypes)) {
      try {
        Optional<Libraries.Merged> merged = libraries.merge(declared(declaration), allHandlers(), knownTypes);
        Optional<DispatcherModel> model = merged.isEmpty()
            ? Optional.empty()
            : resolver.resolve(declaration, merged.get().handlers(), merged.get().knownTypes());
        RouteReport report = model.isEmpty() ? null : write(model.get(), sources);
        if (report != null) {
          reports.add(report);
        }
      } catch (RuntimeException | LinkageError e) {
        reportInternalError(declaration.displayName(), declared(declaration).orElse(null), e);
      }
    }
    if (!diagnostics.errorReported()) {
      inspection.checkLock(reports);
    }
  }

  /** Every valid handler of the compilation, class by class. */
  private List<HandlerModel> allHandlers() {
    List<HandlerModel> all = new ArrayList<>();
    for (List<HandlerModel> ofClass : handlers.values()) {
      all.addAll(ofClass);
    }
    return all;
  }

  private RouteReport write(DispatcherModel model, CompiledNow sources) {
    List<Element> origins = new ArrayList<>();
    Optional<TypeElement> declared = declared(model.declaration());
    if (declared.isPresent()) {
      origins.add(declared.get());
    }
    for (HandlerModel handler : model.handlers()) {
      TypeElement owner = elements().getTypeElement(handler.type().qualifiedName());
      if (!origins.contains(owner)) {
        origins.add(owner);
      }
    }
    DispatcherWriter writer = new DispatcherWriter(
        generatedAnnotation(declared(model.declaration())), injectAnnotation(model.declaration()),
        elements(), declared(model.declaration()),
        new Deprecations(elements()).warningsOf(model));
    Map<HandlerModel, String> unreadableObjects = writer.unreadableObjects(model);
    for (Map.Entry<HandlerModel, String> object : unreadableObjects.entrySet()) {
      // On the object when compiled now; a Kotlin object is often read from kotlinc's class file,
      // which has no position, and then the dispatcher's declaration is where the fix is chosen.
      String name = object.getKey().type().qualifiedName();
      Element site = sources.contains(name) ? elements().getTypeElement(name) : sources.dispatcherSite(model);
      diagnostics.report(Message.OBJECT_INSTANCE_OBSCURED, site, model.declaration().displayName(),
          object.getKey().type(), object.getValue());
    }
    if (!unreadableObjects.isEmpty()) {
      return null;
    }
    Optional<String> unnameable = writer.unnameable(model);
    if (unnameable.isPresent()) {
      diagnostics.report(Message.GENERATED_CODE_CANNOT_NAME, sources.dispatcherSite(model),
          model.declaration().displayName(), unnameable.get());
      return null;
    }
    try {
      GeneratedSources.write(writer.write(model, origins), processingEnv.getFiler());
      generatedTypes.add(model.declaration().generated().canonicalName());
    } catch (IOException e) {
      if (incremental.reportRefusedRegeneration(model.declaration().generated().canonicalName(), e)) {
        return null; // no dispatcher, so no report: the compilation fails with SB802
      }
      reportInternalError(model.declaration().displayName(), declared(model.declaration()).orElse(null), e);
    }
    return inspection.report(model, origins);
  }

  private void publish(PublishedIndex index) {
    List<TypeElement> origins = index.handlers().stream()
        .map(h -> elements().getTypeElement(h.type().qualifiedName()))
        .distinct()
        .toList();
    IndexWriter writer = new IndexWriter(generatedAnnotation(origins.stream().findFirst()));
    try {
      for (JavaFile file : writer.write(index, origins)) {
        GeneratedSources.write(file, processingEnv.getFiler());
      }
    } catch (IOException e) {
      if (!incremental.reportRefusedRegeneration(index.name().canonicalName(), e)) {
        reportInternalError(index.name().canonicalName(), null, e);
      }
    }
  }

  /**
   * {@code javax.annotation.processing.Generated}, if code generated for {@code origin} can see it:
   * it exists from Java 9 on, and a named module must read {@code java.compiler} to use it.
   */
  private Optional<ClassName> generatedAnnotation(Optional<TypeElement> origin) {
    return classNameOf(new VisibleTypes(elements()).first(origin, "javax.annotation.processing.Generated"));
  }

  /** The {@code @Inject} the generated constructor carries so DI containers build the dispatcher, jakarta first. */
  private Optional<ClassName> injectAnnotation(DispatcherDeclaration declaration) {
    return classNameOf(
        new VisibleTypes(elements()).first(declared(declaration), "jakarta.inject.Inject", "javax.inject.Inject"));
  }

  private static Optional<ClassName> classNameOf(Optional<TypeElement> type) {
    return type.isPresent() ? Optional.of(ClassName.get(type.get())) : Optional.empty();
  }

  private Optional<TypeElement> declared(DispatcherDeclaration declaration) {
    Optional<ClassName> declared = declaration.declared();
    return declared.isPresent()
        ? Optional.ofNullable(elements().getTypeElement(declared.get().canonicalName()))
        : Optional.empty();
  }

  /** Adds the classes that carry {@code annotation}, or declare a method that does. */
  private void addNames(RoundEnvironment round, String annotation, Set<String> names) {
    TypeElement annotationType = elements().getTypeElement(annotation);
    if (annotationType != null) {
      Set<? extends Element> annotated = round.getElementsAnnotatedWith(annotationType);
      for (TypeElement type : ElementFilter.typesIn(annotated)) {
        names.add(CanonicalNames.of(type));
      }
      for (ExecutableElement method : ElementFilter.methodsIn(annotated)) {
        if (method.getEnclosingElement() instanceof TypeElement owner) {
          names.add(CanonicalNames.of(owner));
        }
      }
    }
  }

  private void reportLate(Set<String> names) {
    for (String name : names) {
      diagnostics.report(Message.LATE_HANDLER, elements().getTypeElement(name), name);
    }
    names.clear();
  }

  private void reportInternalError(String subject, Element element, Throwable error) {
    if (error instanceof Annotations.MissingMember missing) {
      diagnostics.report(Message.ANNOTATION_MEMBER_MISSING, element, missing.mirror(),
          missing.mirror().getAnnotationType().asElement().getSimpleName(), missing.member());
      return;
    }
    diagnostics.report(Message.INTERNAL_ERROR, element, subject, error);
    if (Boolean.parseBoolean(processingEnv.getOptions().get(DEBUG_OPTION))) {
      StringWriter trace = new StringWriter();
      error.printStackTrace(new PrintWriter(trace));
      diagnostics.note(trace.toString());
    }
  }

  private javax.lang.model.util.Elements elements() {
    return processingEnv.getElementUtils();
  }
}
