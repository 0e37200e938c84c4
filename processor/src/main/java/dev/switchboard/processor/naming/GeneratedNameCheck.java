package dev.switchboard.processor.naming;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.lang.CompiledNow;
import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.resolution.DefaultDispatcher;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Checks, before anything is written, that the classes the dispatchers of a compilation generate can
 * be created: no class of the compilation has the name of a generated class, no two dispatchers
 * generate the same class, and every file name fits the file system. Otherwise the {@code Filer}
 * would fail, without a position, or javac would report a clash inside the generated file.
 */
public final class GeneratedNameCheck {
  /** The longest file name (in UTF-8 bytes) of common file systems: ext4, APFS, NTFS (in UTF-16 units). */
  static final int MAX_FILE_NAME_BYTES = 255;
  /**
   * Bytes of a generated class's file name kept for classes nested in it ({@code $Routes12}), so
   * that a dispatcher that fits today still fits when its generated code grows nested classes.
   */
  static final int NESTED_CLASS_RESERVE_BYTES = 16;

  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;
  private final CompiledNow compiledNow;

  public GeneratedNameCheck(
      Elements elements, Types types, Diagnostics diagnostics, CompiledNow compiledNow) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
    this.compiledNow = compiledNow;
  }

  /**
   * The declarations whose generated files can be written; reports the others. {@code knownTypes}
   * holds the qualified name of every class of the compilation.
   */
  public List<DispatcherDeclaration> check(
      List<DispatcherDeclaration> declarations, Set<String> knownTypes) {
    Map<String, List<DispatcherDeclaration>> byGenerated = new TreeMap<>();
    for (DispatcherDeclaration declaration : declarations) {
      String generated = declaration.generated().canonicalName();
      List<DispatcherDeclaration> sameName = byGenerated.get(generated);
      if (sameName == null) {
        sameName = new ArrayList<>();
        byGenerated.put(generated, sameName);
      }
      sameName.add(declaration);
    }
    List<DispatcherDeclaration> writable = new ArrayList<>();
    for (DispatcherDeclaration declaration : declarations) {
      List<DispatcherDeclaration> sameName =
          byGenerated.get(declaration.generated().canonicalName());
      boolean ok = fits(declaration);
      if (knownTypes.contains(declaration.generated().canonicalName())) {
        reportTaken(declaration);
        ok = false;
      } else if (sameName.size() > 1) {
        DispatcherDeclaration other = sameName.get(sameName.get(0) == declaration ? 1 : 0);
        TypeElement site = site(declaration);
        diagnostics.report(
            Message.GENERATED_NAMES_COLLIDE,
            site != null ? site : site(other),
            annotation(declaration),
            declaration.displayName(),
            other.displayName(),
            declaration.generated().canonicalName());
        ok = false;
      }
      if (ok) {
        writable.add(declaration);
      }
    }
    return writable;
  }

  private void reportTaken(DispatcherDeclaration declaration) {
    String generated = declaration.generated().canonicalName();
    TypeElement existing = elements.getTypeElement(generated);
    String fix = existing != null
            && Annotations.find(existing, SwitchboardTypes.SWITCHBOARD_GENERATED)
                .isPresent()
        ? "it is the output of an earlier build passed to javac as a source: delete it, or build from clean"
        : "rename " + generated + ", or "
            + (declaration.declared().isPresent()
                ? "name the generated class: @EventDispatcher(name = \"...\") on "
                    + declaration.displayName()
                : "name the default dispatcher: -A" + DefaultDispatcher.OPTION
                    + "=<another qualified class name>");
    diagnostics.report(
        Message.GENERATED_NAME_TAKEN,
        existing,
        declaration.displayName(),
        generated,
        generated,
        fix);
    TypeElement site = site(declaration);
    // Also on the declaration when this build compiles a part of it; not twice on the class that
    // takes the name, nor without a position: the message above names the dispatcher.
    if (site != null && site != existing) {
      diagnostics.report(
          Message.GENERATED_NAME_TAKEN,
          site,
          annotation(declaration),
          declaration.displayName(),
          generated,
          generated,
          fix);
    }
  }

  /** Whether every file name {@code declaration} writes fits; reports the first that does not. */
  private boolean fits(DispatcherDeclaration declaration) {
    String simpleName = declaration.generated().simpleName();
    return fits(
            declaration, simpleName + ".class", MAX_FILE_NAME_BYTES - NESTED_CLASS_RESERVE_BYTES)
        && fits(declaration, simpleName + ".java", MAX_FILE_NAME_BYTES);
  }

  private boolean fits(DispatcherDeclaration declaration, String fileName, int limit) {
    int bytes = fileName.getBytes(StandardCharsets.UTF_8).length;
    if (bytes <= limit) {
      return true;
    }
    String fix = declaration.declared().isPresent()
        ? "shorten the name of " + declaration.displayName() + ", or name the generated class:"
            + " @EventDispatcher(name = \"...\")"
        : "name the default dispatcher with a shorter name: -A" + DefaultDispatcher.OPTION
            + "=<qualified class name>";
    diagnostics.report(
        Message.GENERATED_NAME_TOO_LONG,
        site(declaration),
        annotation(declaration),
        declaration.displayName(),
        fileName,
        bytes,
        limit,
        fix);
    return false;
  }

  /** The {@code @EventDispatcher} of {@code declaration} when it is compiled now: where its errors go. */
  private AnnotationMirror annotation(DispatcherDeclaration declaration) {
    TypeElement declared = declared(declaration);
    return declared == null || !compiledNow.contains(CanonicalNames.of(declared))
        ? null
        : Annotations.find(declared, SwitchboardTypes.EVENT_DISPATCHER).orElse(null);
  }

  /**
   * Where an error on {@code declaration} goes: its declaration when compiled now, else a part of it a
   * partial build compiles ({@link CompiledNow#declarationSite}); null for the default dispatcher or none.
   */
  private TypeElement site(DispatcherDeclaration declaration) {
    TypeElement declared = declared(declaration);
    return declared == null ? null : compiledNow.declarationSite(declared, types);
  }

  private TypeElement declared(DispatcherDeclaration declaration) {
    return declaration.declared().isPresent()
        ? elements.getTypeElement(declaration.declared().get().canonicalName())
        : null;
  }
}
