package dev.switchboard.processor.diagnostics;

import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/**
 * A {@link Messager} that keeps the errors it is given instead of printing them: for checks whose
 * findings are reported as part of another message (a library handler that is no longer valid is
 * one SB606 on the application's dispatcher, not an error on a class file the user does not own).
 */
public final class RecordingMessager implements Messager {
  private final List<String> errors = new ArrayList<>();

  @Override
  public void printMessage(Diagnostic.Kind kind, CharSequence msg) {
    record(kind, msg);
  }

  @Override
  public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e) {
    record(kind, msg);
  }

  @Override
  public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a) {
    record(kind, msg);
  }

  @Override
  public void printMessage(
      Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a, AnnotationValue v) {
    record(kind, msg);
  }

  /** What is wrong, per error recorded, without its fix: "[SB109] a.Fee lists a.Withdrawal in @Handles but ...". */
  public List<String> problems() {
    return errors.stream().map(RecordingMessager::withoutFix).toList();
  }

  private void record(Diagnostic.Kind kind, CharSequence msg) {
    if (kind == Diagnostic.Kind.ERROR) {
      errors.add(msg.toString());
    }
  }

  private static String withoutFix(String message) {
    int fix = message.indexOf(". Fix: ");
    return fix < 0 ? message : message.substring(0, fix);
  }
}
