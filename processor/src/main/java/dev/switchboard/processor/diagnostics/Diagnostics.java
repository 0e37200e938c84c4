package dev.switchboard.processor.diagnostics;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.Trees;
import java.util.HashSet;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/** Reports {@link Message}s on the narrowest place known, and remembers whether any was an error. */
public final class Diagnostics {
  private final Messager messager;
  /** The diagnostics whose error flag this one also sets; {@code this} unless it is a view. */
  private final Diagnostics owner;
  /** For a view on a class read from its class file: its name, said in every message. */
  private final String notRecompiled;
  /** For such a view: the class compiled now that its messages go on; null for none. */
  private final TypeElement site;

  private boolean errorReported;
  /** Whether a warning was reported: a later build that skips the processor would not report it again. */
  private boolean warningReported;

  /** The messages {@link #reportOnce} reported, with their elements, in the owner. */
  private final Set<String> reportedOnce = new HashSet<>();

  public Diagnostics(Messager messager) {
    this(messager, null, null, null);
  }

  private Diagnostics(
      Messager messager, Diagnostics owner, String notRecompiled, TypeElement site) {
    this.messager = messager;
    this.owner = owner == null ? this : owner;
    this.notRecompiled = notRecompiled;
    this.site = site;
  }

  /**
   * Reports on the class {@code typeName}, which this (partial) compilation did not recompile and
   * reads from its class file: a class file has no source position, so messages are reported
   * without one, and say where they come from.
   */
  public Diagnostics notRecompiled(String typeName) {
    return new Diagnostics(messager, owner, typeName, null);
  }

  /**
   * As {@link #notRecompiled(String)}, but messages go on {@code site}, a class this compilation
   * compiles from source, so that they have a position; without a position when {@code site} is null.
   */
  public Diagnostics notRecompiled(String typeName, TypeElement site) {
    return new Diagnostics(messager, owner, typeName, site);
  }

  public void report(Message message, Element element, Object... args) {
    report(message, element, null, null, args);
  }

  public void report(
      Message message, Element element, AnnotationMirror annotation, Object... args) {
    report(message, element, annotation, null, args);
  }

  public void report(
      Message message,
      Element element,
      AnnotationMirror annotation,
      AnnotationValue value,
      Object... args) {
    print(message.kind(), message.format(args), element, annotation, value);
  }

  /**
   * Reports {@code message} on {@code element} unless it was reported there before: for a rule of a
   * declaration that each of its uses checks.
   */
  public void reportOnce(Message message, Element element, Object... args) {
    String text = message.format(args);
    if (owner.reportedOnce.add(text + "\u0000" + element)) {
      report(message, element, args);
    } else if (message.kind() == Diagnostic.Kind.ERROR) {
      owner.errorReported = true;
    }
  }

  /** Reports {@code message}, an error, as a warning: the user's option asks for that. */
  public void warn(Message message, Element element, AnnotationMirror annotation, Object... args) {
    print(Diagnostic.Kind.WARNING, message.format(args), element, annotation, null);
  }

  /** Reports {@code message}, then {@code details}: the lines its text announces, such as a diff. */
  public void reportWithDetails(Message message, Element element, String details, Object... args) {
    print(message.kind(), message.format(args) + "\n" + details, element, null, null);
  }

  private void print(
      Diagnostic.Kind kind,
      String text,
      Element element,
      AnnotationMirror annotation,
      AnnotationValue value) {
    noteKind(kind);
    if (notRecompiled != null && site != null) {
      messager.printMessage(
          kind,
          text + " (Reported on " + site.getQualifiedName() + ", which this build" + " compiles: "
              + notRecompiled
              + " was not recompiled in this build, so Switchboard checked its class file.)",
          site);
      return;
    }
    if (notRecompiled != null) {
      messager.printMessage(
          kind,
          text + " (Reported without a position: " + notRecompiled
              + " was not recompiled in this build, so Switchboard checked its class file; recompile its source to see"
              + " the error there.)");
      return;
    }
    messager.printMessage(kind, text, element, annotation, value);
  }

  /** Reports on a source tree, for declarations that have no element yet (local classes). */
  public void report(
      Message message, Trees trees, Tree tree, CompilationUnitTree unit, Object... args) {
    noteKind(message.kind());
    trees.printMessage(message.kind(), message.format(args), tree, unit);
  }

  /** A note with no message tag: informational output the user asked for. */
  public void note(String text) {
    messager.printMessage(Diagnostic.Kind.NOTE, text);
  }

  public boolean errorReported() {
    return owner.errorReported;
  }

  /** Whether an error or a warning was reported. */
  public boolean anyReported() {
    return owner.errorReported || owner.warningReported;
  }

  private void noteKind(Diagnostic.Kind kind) {
    if (kind == Diagnostic.Kind.ERROR) {
      owner.errorReported = true;
    } else if (kind == Diagnostic.Kind.WARNING || kind == Diagnostic.Kind.MANDATORY_WARNING) {
      owner.warningReported = true;
    }
  }
}
