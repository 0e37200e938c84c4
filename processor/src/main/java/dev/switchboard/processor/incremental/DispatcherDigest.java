package dev.switchboard.processor.incremental;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * What a generated dispatcher's class file depends on, as a digest: its source text, and the
 * signatures of the members it may call. The same source compiled against a handler method whose
 * return type changed, a handler class that became an interface, or a constant that changed gives
 * another class file, so those signatures are part of it; method bodies, comments and members of
 * other names are not, so editing them leaves the digest as it was.
 *
 * <p>The members are found by name: every type among {@code types} whose simple name occurs in the
 * source as a word, and of each, every member (inherited ones included) whose name does, and every
 * constructor. That is more than the dispatcher calls, never less.
 */
public final class DispatcherDigest {
  private final Elements elements;
  private final String context;

  /** {@code context}: what else the generated code depends on (source version, processor options). */
  public DispatcherDigest(Elements elements, String context) {
    this.elements = elements;
    this.context = context;
  }

  /**
   * The digest of {@code text}, the dispatcher's source as generated (before any character is
   * escaped), with the types among {@code types} it names.
   */
  public String of(String text, Collection<String> types) {
    Set<String> words = words(text);
    Map<String, List<String>> signatures = new TreeMap<>();
    for (String name : new TreeSet<>(types)) {
      if (!words.contains(name.substring(name.lastIndexOf('.') + 1))) {
        continue;
      }
      TypeElement type = elements.getTypeElement(name);
      signatures.put(name, type == null ? List.of("missing") : signatures(type, words));
    }
    Sha256 digest = new Sha256();
    update(digest, context);
    update(digest, text);
    for (Map.Entry<String, List<String>> type : signatures.entrySet()) {
      update(digest, type.getKey());
      for (String signature : type.getValue()) {
        update(digest, signature);
      }
    }
    return digest.hex();
  }

  private List<String> signatures(TypeElement type, Set<String> words) {
    List<String> signatures = new ArrayList<>();
    signatures.add(type.getKind() + " " + modifiers(type) + " " + type.getNestingKind() + " "
        + type.getSuperclass() + " " + type.getInterfaces() + " "
        + typeParameters(type.getTypeParameters()));
    Set<String> members = new TreeSet<>();
    for (Element member : elements.getAllMembers(type)) {
      String name = member.getSimpleName().toString();
      if (member.getKind() != ElementKind.CONSTRUCTOR && !words.contains(name)) {
        continue;
      }
      StringBuilder signature = new StringBuilder()
          .append(member.getKind())
          .append(' ')
          .append(member.getEnclosingElement())
          .append(' ')
          .append(modifiers(member))
          .append(' ')
          .append(name)
          .append(' ')
          .append(member.asType());
      if (member instanceof ExecutableElement method) {
        signature
            .append(" throws ")
            .append(method.getThrownTypes())
            .append(' ')
            .append(typeParameters(method.getTypeParameters()))
            .append(method.isVarArgs() ? " varargs" : "");
      }
      if (member instanceof VariableElement field && field.getConstantValue() != null) {
        signature.append(" = ").append(elements.getConstantExpression(field.getConstantValue()));
      }
      members.add(signature.toString());
    }
    signatures.addAll(members);
    return signatures;
  }

  private static String modifiers(Element element) {
    return new TreeSet<Modifier>(element.getModifiers()).toString();
  }

  private static String typeParameters(List<? extends TypeParameterElement> parameters) {
    List<String> written = new ArrayList<>();
    for (TypeParameterElement parameter : parameters) {
      List<String> bounds = new ArrayList<>();
      for (TypeMirror bound : parameter.getBounds()) {
        bounds.add(bound.toString());
      }
      written.add(parameter.getSimpleName() + " extends " + bounds);
    }
    return written.toString();
  }

  /** Every Java identifier in {@code text}, keywords included. */
  private static Set<String> words(String text) {
    Set<String> words = new HashSet<>();
    int start = -1;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (start < 0 && Character.isJavaIdentifierStart(c)) {
        start = i;
      } else if (start >= 0 && !Character.isJavaIdentifierPart(c)) {
        words.add(text.substring(start, i));
        start = -1;
      }
    }
    if (start >= 0) {
      words.add(text.substring(start));
    }
    return words;
  }

  private static void update(Sha256 digest, String text) {
    digest.update(text.getBytes(StandardCharsets.UTF_8));
    digest.update((byte) 0);
  }
}
