package dev.switchboard.processor;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.incremental.IncrementalBuild;
import dev.switchboard.processor.incremental.SourceKey;
import dev.switchboard.processor.inspection.RouteInspection;
import dev.switchboard.processor.inspection.RouteReport;
import dev.switchboard.processor.inspection.RouteReportWriter;
import dev.switchboard.processor.lang.CompiledNow;
import dev.switchboard.processor.leftovers.OrphanedNestedClasses;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.multimodule.CrossModuleConflicts;
import dev.switchboard.processor.multimodule.Libraries;
import dev.switchboard.processor.multimodule.LibraryMode;
import dev.switchboard.processor.multimodule.PublishedIndex;
import dev.switchboard.processor.naming.GeneratedNameCheck;
import dev.switchboard.processor.output.OutputFiles;
import dev.switchboard.processor.resolution.DefaultDispatcher;
import dev.switchboard.processor.resolution.RouteResolver;
import dev.switchboard.processor.resolution.UnroutedHandlers;
import dev.switchboard.processor.validation.GeneratedSourcesModule;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.util.Elements;

/**
 * Generates the dispatchers from the validated handlers and dispatchers: declare, merge the handlers
 * of libraries, resolve, check the generated names, write, report.
 */
final class GenerationStep {
  private final ProcessingEnvironment environment;
  private final Elements elements;
  private final Diagnostics diagnostics;
  private final RoundState state;
  private final IncrementalBuild incremental;
  private final RouteInspection inspection;
  private final InternalErrors internalErrors;
  private final DispatcherFiles files;

  GenerationStep(
      ProcessingEnvironment environment,
      Diagnostics diagnostics,
      RoundState state,
      IncrementalBuild incremental,
      RouteInspection inspection,
      InternalErrors internalErrors) {
    this.environment = environment;
    this.elements = environment.getElementUtils();
    this.diagnostics = diagnostics;
    this.state = state;
    this.incremental = incremental;
    this.inspection = inspection;
    this.internalErrors = internalErrors;
    this.files = new DispatcherFiles(
        environment, diagnostics, state, incremental, inspection, internalErrors);
  }

  /** Generates every dispatcher of the module, unless errors were reported. */
  void run() {
    state.keepKnownTypesWritten();
    LibraryMode library = new LibraryMode(
        elements, environment.getTypeUtils(), diagnostics, environment.getOptions());
    Optional<PublishedIndex> index = library.index(state.allHandlers(), state.knownTypes);
    Optional<List<DispatcherDeclaration>> declarations = declare(library);
    CompiledNow sources = new CompiledNow(elements, state.compiledNow);
    if (declarations.isEmpty() || !compilesInModule(index, declarations.get(), sources)) {
      return;
    }
    if (index.isPresent()) {
      files.publish(index.get());
    }
    if (diagnostics.errorReported()) {
      return;
    }
    Libraries libraries = new Libraries(
        environment, diagnostics, state.handlers.keySet(), library.ownIndex(), sources);
    deleteOrphanedNestedClasses(declarations.get());
    RouteResolver resolver = new RouteResolver(
        elements,
        environment.getTypeUtils(),
        diagnostics,
        new CrossModuleConflicts(elements, diagnostics, libraries, sources),
        sources);
    checkUnrouted(declarations.get(), library, resolver);
    checkEarlierOutput(declarations.get());
    List<RouteReport> reports = new ArrayList<>();
    for (DispatcherDeclaration declaration : checkNames(declarations.get(), sources)) {
      Optional<RouteReport> report = generate(declaration, libraries, resolver, sources);
      if (report.isPresent()) {
        reports.add(report.get());
      }
    }
    checkLock(reports);
  }

  /**
   * Deletes the class files nested in a generated class whose own class file is gone, this build's
   * and the previous one's, before the package of any dispatcher is read. Where the class output is
   * is found from the files the previous build left there (ecj names no other): the class file of a
   * declaration, the route report of a dispatcher, the module state.
   */
  private void deleteOrphanedNestedClasses(List<DispatcherDeclaration> declarations) {
    Set<SourceKey> generated = new TreeSet<>(incremental.previouslyGenerated());
    List<String> neighbours = new ArrayList<>();
    for (DispatcherDeclaration declaration : declarations) {
      generated.add(
          new SourceKey(declaration.packageName(), declaration.generated().simpleName()));
      if (declaration.declared().isPresent()) {
        neighbours.add(declaration.declared().get().reflectionName().replace('.', '/') + ".class");
      }
      neighbours.add(RouteReportWriter.resourceName(declaration.displayName()));
    }
    neighbours.add(IncrementalBuild.stateResource());
    new OrphanedNestedClasses(new OutputFiles(environment.getFiler()))
        .delete(generated, neighbours);
  }

  /** Generates one dispatcher; its route report, unless errors stopped it. */
  private Optional<RouteReport> generate(
      DispatcherDeclaration declaration,
      Libraries libraries,
      RouteResolver resolver,
      CompiledNow sources) {
    try {
      Optional<Libraries.Merged> merged = mergeLibraries(declaration, libraries);
      Optional<DispatcherModel> model =
          merged.isEmpty() ? Optional.empty() : resolve(declaration, merged.get(), resolver);
      return model.isEmpty()
          ? Optional.empty()
          : files.write(model.get(), sources, merged.get().knownTypes());
    } catch (RuntimeException | LinkageError e) {
      // One dispatcher failing leaves the others to be generated.
      internalErrors.report(
          declaration.displayName(), files.declared(declaration).orElse(null), e);
      return Optional.empty();
    }
  }

  /**
   * Whether the sources of this compilation compile in their module ({@link
   * GeneratedSourcesModule}): asked once, on the first dispatcher's declaration compiled now, else
   * its first handler compiled now; a library's index alone, on its module.
   */
  private boolean compilesInModule(
      Optional<PublishedIndex> index,
      List<DispatcherDeclaration> declarations,
      CompiledNow sources) {
    GeneratedSourcesModule module = new GeneratedSourcesModule(environment, diagnostics);
    if (!module.mayCompileOutside()) {
      return true;
    }
    List<String> handlers = new ArrayList<>();
    for (HandlerModel handler : state.allHandlers()) {
      handlers.add(handler.type().qualifiedName());
    }
    if (!declarations.isEmpty()) {
      DispatcherDeclaration first = declarations.get(0);
      List<String> candidates = new ArrayList<>();
      if (first.declared().isPresent()) {
        candidates.add(first.declared().get().canonicalName());
      }
      candidates.addAll(handlers);
      Element site = sources.first(candidates).orElse(null);
      return module.compilesInside(first.generated().canonicalName(), site, site);
    }
    if (index.isPresent() && !handlers.isEmpty()) {
      return module.compilesInside(
          index.get().name().canonicalName(), null, elements.getTypeElement(handlers.get(0)));
    }
    return true;
  }

  /** The dispatchers to generate: those declared, or the default one; empty if the default option is wrong. */
  private Optional<List<DispatcherDeclaration>> declare(LibraryMode library) {
    List<DispatcherDeclaration> declarations = new ArrayList<>(state.dispatchers.values());
    if (declarations.isEmpty() && !library.active()) {
      String option = environment.getOptions().get(DefaultDispatcher.OPTION);
      if (!DefaultDispatcher.validOption(option)) {
        diagnostics.report(Message.DEFAULT_DISPATCHER_OPTION, null, option);
        return Optional.empty();
      }
      Optional<DispatcherDeclaration> defaultDispatcher =
          DefaultDispatcher.declare(option, state.allHandlers());
      if (defaultDispatcher.isPresent()) {
        declarations.add(defaultDispatcher.get());
      }
    }
    return Optional.of(declarations);
  }

  /** Reports the handlers no dispatcher routes. */
  private void checkUnrouted(
      List<DispatcherDeclaration> declarations, LibraryMode library, RouteResolver resolver) {
    UnroutedHandlers unrouted =
        new UnroutedHandlers(elements, environment.getTypeUtils(), diagnostics);
    unrouted.checkBusEvents(state.allHandlers());
    // A library's handlers are routed by the dispatchers of the applications that read its index.
    if (!state.dispatchers.isEmpty() && !library.active()) {
      unrouted.check(
          state.allHandlers(),
          declarations,
          environment.getOptions().get(UnroutedHandlers.OPTION),
          resolver);
    }
  }

  /** Warns when route reports of an earlier build without module state are about to be replaced. */
  private void checkEarlierOutput(List<DispatcherDeclaration> declarations) {
    for (DispatcherDeclaration declaration : declarations) {
      incremental.checkEarlierOutput(RouteReportWriter.resourceName(declaration.displayName()));
    }
  }

  /** The declarations whose generated names clash with nothing. */
  private List<DispatcherDeclaration> checkNames(
      List<DispatcherDeclaration> declarations, CompiledNow sources) {
    return new GeneratedNameCheck(elements, environment.getTypeUtils(), diagnostics, sources)
        .check(declarations, state.knownTypes);
  }

  /** The handlers one dispatcher routes: this module's, and those of the libraries it includes. */
  private Optional<Libraries.Merged> mergeLibraries(
      DispatcherDeclaration declaration, Libraries libraries) {
    return libraries.merge(files.declared(declaration), state.allHandlers(), state.knownTypes);
  }

  private Optional<DispatcherModel> resolve(
      DispatcherDeclaration declaration, Libraries.Merged merged, RouteResolver resolver) {
    return resolver.resolve(declaration, merged.handlers(), merged.knownTypes());
  }

  /** Checks the routes against the lock file, once every dispatcher is written without errors. */
  private void checkLock(List<RouteReport> reports) {
    if (!diagnostics.errorReported()) {
      inspection.checkLock(reports);
    }
  }
}
