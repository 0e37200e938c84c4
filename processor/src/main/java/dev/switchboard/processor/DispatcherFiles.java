package dev.switchboard.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.incremental.DispatcherDigest;
import dev.switchboard.processor.incremental.IncrementalBuild;
import dev.switchboard.processor.inspection.RouteInspection;
import dev.switchboard.processor.inspection.RouteReport;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.lang.CompiledNow;
import dev.switchboard.processor.lang.Deprecations;
import dev.switchboard.processor.lang.VisibleTypes;
import dev.switchboard.processor.leftovers.StaleNestedClasses;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import dev.switchboard.processor.multimodule.PublishedIndex;
import dev.switchboard.processor.output.GeneratedSources;
import dev.switchboard.processor.output.OutputFiles;
import dev.switchboard.processor.writing.DispatcherWriter;
import dev.switchboard.processor.writing.IndexWriter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** Writes the source files this processor generates: dispatchers, and the index a library publishes. */
final class DispatcherFiles {
  private final ProcessingEnvironment environment;
  private final Elements elements;
  private final Diagnostics diagnostics;
  private final RoundState state;
  private final IncrementalBuild incremental;
  private final RouteInspection inspection;
  private final InternalErrors internalErrors;
  private final StaleNestedClasses staleNestedClasses;

  DispatcherFiles(
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
    this.staleNestedClasses = new StaleNestedClasses(new OutputFiles(environment.getFiler()));
  }

  /**
   * Writes the dispatcher of {@code model}, whose routes are resolved for {@code knownTypes}; its
   * route report, unless it cannot be written. A dispatcher the previous build wrote and compiled
   * as it would be written now is left as it is ({@link #current}).
   */
  Optional<RouteReport> write(
      DispatcherModel model, CompiledNow sources, Collection<String> knownTypes) {
    List<Element> origins = new ArrayList<>();
    Optional<TypeElement> declared = declared(model.declaration());
    if (declared.isPresent()) {
      origins.add(declared.get());
    }
    for (HandlerModel handler : model.handlers()) {
      TypeElement owner = elements.getTypeElement(handler.type().qualifiedName());
      if (!origins.contains(owner)) {
        origins.add(owner);
      }
    }
    DispatcherWriter writer = new DispatcherWriter(
        generatedAnnotation(declared(model.declaration())),
        injectAnnotation(model.declaration()),
        elements,
        declared(model.declaration()),
        new Deprecations(elements).warningsOf(model));
    Map<HandlerModel, String> unreadableObjects = writer.unreadableObjects(model);
    for (Map.Entry<HandlerModel, String> object : unreadableObjects.entrySet()) {
      // On the object when compiled now; a Kotlin object is often read from kotlinc's class file,
      // which has no position, and then the dispatcher's declaration is where the fix is chosen.
      String name = object.getKey().type().qualifiedName();
      Element site =
          sources.contains(name) ? elements.getTypeElement(name) : sources.dispatcherSite(model);
      diagnostics.report(
          Message.OBJECT_INSTANCE_OBSCURED,
          site,
          model.declaration().displayName(),
          object.getKey().type(),
          object.getValue());
    }
    if (!unreadableObjects.isEmpty()) {
      return Optional.empty();
    }
    Optional<String> unnameable = writer.unnameable(model);
    if (unnameable.isPresent()) {
      diagnostics.report(
          Message.GENERATED_CODE_CANNOT_NAME,
          sources.dispatcherSite(model),
          model.declaration().displayName(),
          unnameable.get());
      return Optional.empty();
    }
    try {
      JavaFile file = writer.write(model, origins);
      String generated = model.declaration().generated().canonicalName();
      String source = file.toString();
      String text = GeneratedSources.asciiOnly(source);
      String digest =
          new DispatcherDigest(elements, context()).of(source, named(model, origins, knownTypes));
      if (!current(file, text, generated, digest)) {
        staleNestedClasses.deleteBeforeWriting(file);
        GeneratedSources.write(file, text, environment.getFiler());
      }
      incremental.wroteDispatcher(model, file.packageName(), file.typeSpec().name(), text);
      incremental.generated(generated, digest);
      state.generatedTypes.add(generated);
    } catch (IOException e) {
      if (incremental.reportRefusedRegeneration(
          model.declaration().generated().canonicalName(), e)) {
        return Optional.empty(); // no dispatcher, so no report: the compilation fails with SB802
      }
      internalErrors.report(
          model.declaration().displayName(), declared(model.declaration()).orElse(null), e);
    }
    return Optional.of(inspection.report(model, origins));
  }

  /**
   * The types the dispatcher of {@code model} may name: the compilation's, its handlers' and its
   * interceptors', which may come from libraries.
   */
  private static Set<String> named(
      DispatcherModel model, List<Element> origins, Collection<String> knownTypes) {
    Set<String> named = new TreeSet<>(knownTypes);
    for (Element origin : origins) {
      if (origin instanceof TypeElement type) {
        named.add(CanonicalNames.of(type));
      }
    }
    for (InterceptorRef interceptor : model.parts().interceptors()) {
      named.add(interceptor.type().qualifiedName());
    }
    return named;
  }

  /**
   * Whether the dispatcher {@code generated}, of source {@code text} and {@code digest}, is in the
   * output as the previous build wrote and compiled it: that build recorded the same digest (the same
   * source, and the same signatures of what it calls), its source and a class file compiled after it
   * are still there, and the compiler keeps a generated file that is not written again. Writing it
   * again would only make the compiler compile it again, to the same class file.
   */
  private boolean current(JavaFile file, String text, String generated, String digest) {
    return GeneratedSources.keptUnlessWritten(environment.getFiler())
        && incremental.unchanged(generated, digest)
        && GeneratedSources.writtenAndCompiled(file, text, environment.getFiler());
  }

  /**
   * What the class file depends on besides the source and the signatures it calls: the source
   * version. The processor's options change the source itself when they change what it generates.
   */
  private String context() {
    return environment.getSourceVersion().toString();
  }

  /** Writes the index of a library's handlers. */
  void publish(PublishedIndex index) {
    List<TypeElement> origins = index.handlers().stream()
        .map(h -> elements.getTypeElement(h.type().qualifiedName()))
        .distinct()
        .toList();
    IndexWriter writer = new IndexWriter(generatedAnnotation(origins.stream().findFirst()));
    try {
      for (JavaFile file : writer.write(index, origins)) {
        String text = GeneratedSources.asciiOnly(file.toString());
        staleNestedClasses.deleteBeforeWriting(file);
        GeneratedSources.write(file, text, environment.getFiler());
        incremental.wroteSource(file.packageName(), file.typeSpec().name(), text);
      }
    } catch (IOException e) {
      if (!incremental.reportRefusedRegeneration(index.name().canonicalName(), e)) {
        internalErrors.report(index.name().canonicalName(), null, e);
      }
    }
  }

  /** The class that declares a dispatcher, if it is not the default one. */
  Optional<TypeElement> declared(DispatcherDeclaration declaration) {
    Optional<ClassName> declared = declaration.declared();
    return declared.isPresent()
        ? Optional.ofNullable(elements.getTypeElement(declared.get().canonicalName()))
        : Optional.empty();
  }

  /**
   * {@code javax.annotation.processing.Generated}, if code generated for {@code origin} can see it:
   * it exists from Java 9 on, and a named module must read {@code java.compiler} to use it.
   */
  private Optional<ClassName> generatedAnnotation(Optional<TypeElement> origin) {
    return classNameOf(
        new VisibleTypes(elements).first(origin, "javax.annotation.processing.Generated"));
  }

  /** The {@code @Inject} the generated constructor carries so DI containers build the dispatcher, jakarta first. */
  private Optional<ClassName> injectAnnotation(DispatcherDeclaration declaration) {
    return classNameOf(new VisibleTypes(elements)
        .first(declared(declaration), "jakarta.inject.Inject", "javax.inject.Inject"));
  }

  private static Optional<ClassName> classNameOf(Optional<TypeElement> type) {
    return type.isPresent() ? Optional.of(ClassName.get(type.get())) : Optional.empty();
  }
}
