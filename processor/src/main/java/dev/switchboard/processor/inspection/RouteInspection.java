package dev.switchboard.processor.inspection;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.incremental.MethodKeys;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.HandlerElements;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.output.OutputFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * Makes the generated routes visible and reviewable: writes each dispatcher's JSON report and Mermaid
 * diagram, prints the route table when asked, and checks (or updates) the compilation's routes lock file.
 */
public final class RouteInspection {
  public static final String PRINT_ROUTES_OPTION = "switchboard.printRoutes";
  public static final String ROUTES_LOCK_OPTION = "switchboard.routesLock";
  public static final String UPDATE_ROUTES_LOCK_OPTION = "switchboard.updateRoutesLock";
  public static final Set<String> OPTIONS =
      Set.of(PRINT_ROUTES_OPTION, ROUTES_LOCK_OPTION, UPDATE_ROUTES_LOCK_OPTION);

  private final ProcessingEnvironment environment;
  private final OutputFiles output;
  private final Diagnostics diagnostics;
  private final SourceLocator locator;
  private final Function<String, Optional<String>> previousHandlesLocation;
  private final Written written;

  /** What the reports and the lock are, for the module state: the next build compares them. */
  public interface Written {
    /** The report {@code name} was written in the class output, of {@code text}. */
    void resource(String name, String text);

    /** The routes make the routes lock {@code text}. */
    void routesLock(String text);
  }

  /**
   * @param previousHandlesLocation where the {@code @Handles} of a handler that was not recompiled
   *     (read from its class file, which has no source position) was written in an earlier build
   * @param written told each report written, and the routes lock the routes make
   */
  public RouteInspection(
      ProcessingEnvironment environment,
      Diagnostics diagnostics,
      Function<String, Optional<String>> previousHandlesLocation,
      Written written) {
    this.environment = environment;
    this.output = new OutputFiles(environment.getFiler());
    this.diagnostics = diagnostics;
    this.locator = SourceLocator.of(environment);
    this.previousHandlesLocation = previousHandlesLocation;
    this.written = written;
  }

  /**
   * Writes the JSON report and the Mermaid diagram of a generated dispatcher beside its classes, and
   * prints the routes if asked.
   */
  public RouteReport report(DispatcherModel model, List<? extends Element> originatingElements) {
    RouteReport report = RouteReport.of(model, new HandlesLocator());
    Element[] origins = originatingElements.toArray(new Element[0]);
    write(
        RouteReportWriter.resourceName(report.dispatcher()),
        RouteReportWriter.json(report),
        origins);
    write(RouteDiagram.resourceName(report.dispatcher()), RouteDiagram.mermaid(report), origins);
    if (option(PRINT_ROUTES_OPTION)) {
      diagnostics.note(RouteReportWriter.table(report));
    }
    return report;
  }

  /** Writes a resource into the class output in UTF-8, whatever the compiler's source encoding. */
  private void write(String name, String text, Element[] origins) {
    try {
      output.writeUtf8(name, text, origins);
      written.resource(name, text);
    } catch (IOException e) {
      diagnostics.report(Message.REPORT_NOT_WRITTEN, null, name, e.getMessage());
    }
  }

  /**
   * Compares the routes of every dispatcher of the compilation with the lock file, or rewrites the
   * file with them when asked; does nothing when no lock file is named.
   */
  public void checkLock(List<RouteReport> reports) {
    RoutesLock generated = RoutesLock.of(reports);
    written.routesLock(generated.text());
    String lockOption = environment.getOptions().get(ROUTES_LOCK_OPTION);
    if (lockOption == null || lockOption.isBlank()) {
      if (option(UPDATE_ROUTES_LOCK_OPTION)) {
        diagnostics.report(Message.UPDATE_WITHOUT_LOCK, null);
      }
      return;
    }
    Path lockFile = Path.of(lockOption).toAbsolutePath().normalize();
    if (option(UPDATE_ROUTES_LOCK_OPTION)) {
      update(lockFile, generated);
      return;
    }
    RoutesLock locked;
    try {
      locked = RoutesLock.parse(Files.readString(lockFile, StandardCharsets.UTF_8));
    } catch (NoSuchFileException e) {
      diagnostics.report(Message.ROUTES_LOCK_UNREADABLE, null, lockFile, "the file does not exist");
      return;
    } catch (IOException e) {
      diagnostics.report(Message.ROUTES_LOCK_UNREADABLE, null, lockFile, e);
      return;
    } catch (RoutesLock.MalformedLineException e) {
      diagnostics.report(
          Message.ROUTES_LOCK_MALFORMED, null, e.lineNumber(), lockFile, e.getMessage());
      return;
    }
    for (Map.Entry<String, List<String>> changed : locked.changesTo(generated).entrySet()) {
      diagnostics.reportWithDetails(
          Message.ROUTES_CHANGED,
          environment.getElementUtils().getTypeElement(changed.getKey()),
          "  " + String.join("\n  ", changed.getValue()),
          changed.getKey(),
          lockFile,
          RoutesLock.summary(changed.getValue()));
    }
  }

  private void update(Path lockFile, RoutesLock generated) {
    String text = generated.text();
    try {
      if (Files.isRegularFile(lockFile)
          && Files.readString(lockFile, StandardCharsets.UTF_8).equals(text)) {
        return;
      }
      if (lockFile.getParent() != null) {
        Files.createDirectories(lockFile.getParent());
      }
      Files.writeString(lockFile, text, StandardCharsets.UTF_8);
      diagnostics.note(
          "Switchboard updated the routes lock " + lockFile + ": review and commit the change");
    } catch (IOException e) {
      diagnostics.report(Message.ROUTES_LOCK_NOT_WRITTEN, null, lockFile, e);
    }
  }

  /** Where the {@code @Handles} of {@code handler} is written, on its class or its method, if known. */
  public Optional<SourceLocation> locateHandles(HandlerModel handler) {
    if (handler.method().isEmpty()) {
      return locateHandles(handler.type().qualifiedName());
    }
    HandlerElements sites =
        new HandlerElements(environment.getElementUtils(), environment.getTypeUtils());
    return locate(sites.site(handler), sites.handles(handler), MethodKeys.of(handler));
  }

  /**
   * Where the {@code @Handles} of each method of the handler class {@code handler} is written, by
   * {@link MethodKeys key}: every such method, valid or not, so that a later partial build that does not
   * recompile the class still names the ones that are valid then.
   */
  public Map<String, Optional<String>> locateHandlesMethods(String handler) {
    Map<String, Optional<String>> locations = new TreeMap<>();
    TypeElement owner = environment.getElementUtils().getTypeElement(handler);
    if (owner == null) {
      return locations;
    }
    for (Map.Entry<String, ExecutableElement> method : MethodKeys.annotated(
            owner, SwitchboardTypes.HANDLES, environment.getTypeUtils())
        .entrySet()) {
      Optional<SourceLocation> location = locate(
          method.getValue(),
          Annotations.find(method.getValue(), SwitchboardTypes.HANDLES),
          method.getKey());
      locations.put(
          method.getKey(),
          location.isPresent() ? Optional.of(location.get().toString()) : Optional.empty());
    }
    return locations;
  }

  /** Where the {@code @Handles} of {@code handler} is written, if known. */
  public Optional<SourceLocation> locateHandles(String handler) {
    TypeElement element = environment.getElementUtils().getTypeElement(handler);
    return locate(
        element,
        element == null ? Optional.empty() : Annotations.find(element, SwitchboardTypes.HANDLES),
        handler);
  }

  /**
   * Where {@code handles} on {@code site} is written in a source compiled now, else where the previous
   * build recorded the {@code @Handles} of {@code recordedAs} (a class name, or a {@link MethodKeys method key}).
   */
  private Optional<SourceLocation> locate(
      Element site, Optional<AnnotationMirror> handles, String recordedAs) {
    Optional<SourceLocation> located =
        handles.isPresent() ? locator.locate(site, handles.get()) : Optional.empty();
    if (located.isPresent()) {
      return located;
    }
    Optional<String> previous = previousHandlesLocation.apply(recordedAs);
    return previous.isPresent() ? SourceLocation.parse(previous.get()) : Optional.empty();
  }

  /** {@link #locateHandles(HandlerModel)}; a named class rather than a lambda (see ShadowedNames). */
  private final class HandlesLocator implements Function<HandlerModel, Optional<SourceLocation>> {
    @Override
    public Optional<SourceLocation> apply(HandlerModel handler) {
      return locateHandles(handler);
    }
  }

  private boolean option(String name) {
    return Boolean.parseBoolean(environment.getOptions().get(name));
  }
}
