import java.io.IOException;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Reads JFR recordings of javac and counts the execution samples of its main thread: all of them,
 * those with a Switchboard frame (dev.switchboard), those with a JavaPoet frame (com.palantir.javapoet),
 * those with either. Prints one "counts" line, then the methods most often the innermost Switchboard or
 * JavaPoet frame of a sample ("method": what the processor was doing, javac's or the JDK's work it
 * called included, with the method it called most often there), and the steps of the processor most often sampled ("phase": the two outermost
 * Switchboard frames below SwitchboardProcessor.process and processRound, outermost first).
 *   java ProfileSummary TOP FILE.jfr...
 */
public final class ProfileSummary {
  private ProfileSummary() {}

  public static void main(String[] args) throws IOException {
    int top = Integer.parseInt(args[0]);
    long all = 0;
    long switchboard = 0;
    long javapoet = 0;
    long either = 0;
    Map<String, Long> methods = new HashMap<>();
    Map<String, Long> phases = new HashMap<>();
    Map<String, Map<String, Long>> callees = new HashMap<>();
    for (int i = 1; i < args.length; i++) {
      for (RecordedEvent event : RecordingFile.readAllEvents(Paths.get(args[i]))) {
        if (!event.getEventType().getName().equals("jdk.ExecutionSample")) {
          continue;
        }
        RecordedThread thread = event.getThread("sampledThread");
        RecordedStackTrace stack = event.getStackTrace();
        if (thread == null || !"main".equals(thread.getJavaName()) || stack == null) {
          continue;
        }
        all++;
        boolean sb = false;
        boolean jp = false;
        String innermost = null;
        String callee = "(itself)";
        String previous = "(itself)";
        List<String> sbFrames = new ArrayList<>(); // innermost first
        for (RecordedFrame frame : stack.getFrames()) {
          RecordedMethod method = frame.getMethod();
          if (method == null) {
            continue;
          }
          String type = method.getType().getName();
          boolean isSb = type.startsWith("dev.switchboard.");
          boolean isJp = type.startsWith("com.palantir.javapoet.");
          String name = simpleName(type) + "." + method.getName();
          if (isSb || isJp) {
            if (innermost == null) {
              innermost = (isJp ? "javapoet " : "") + name;
              callee = previous;
            }
            if (isSb) {
              sbFrames.add(name);
            }
          }
          sb |= isSb;
          jp |= isJp;
          previous = name;
        }
        if (stack.isTruncated() && innermost == null) {
          continue; // a processor frame may lie beyond the recorded depth; counted in all only
        }
        if (sb) {
          switchboard++;
        }
        if (jp) {
          javapoet++;
        }
        if (innermost != null) {
          either++;
          methods.merge(innermost, 1L, Long::sum);
          callees.computeIfAbsent(innermost, k -> new HashMap<>()).merge(callee, 1L, Long::sum);
        }
        // sbFrames is innermost first: walk it from the outermost frame, past process and
        // processRound.
        int step = sbFrames.size() - 1;
        while (step >= 0
            && (sbFrames.get(step).equals("SwitchboardProcessor.process")
                || sbFrames.get(step).equals("SwitchboardProcessor.processRound"))) {
          step--;
        }
        if (step >= 0) {
          String name =
              step >= 1 ? sbFrames.get(step) + " > " + sbFrames.get(step - 1) : sbFrames.get(step);
          phases.merge(name, 1L, Long::sum);
        } else if (!sbFrames.isEmpty()) {
          phases.merge(sbFrames.get(0) + " (itself)", 1L, Long::sum);
        }
      }
    }
    System.out.println("counts " + all + " " + switchboard + " " + javapoet + " " + either);
    for (Map.Entry<String, Long> method : mostFirst(methods, top)) {
      Map.Entry<String, Long> most = mostFirst(callees.get(method.getKey()), 1).get(0);
      System.out.println("method " + method.getValue() + " " + method.getKey() + "  [most often in "
          + most.getKey() + ": " + most.getValue() + "]");
    }
    for (Map.Entry<String, Long> phase : mostFirst(phases, top)) {
      System.out.println("phase " + phase.getValue() + " " + phase.getKey());
    }
  }

  /** The {@code top} entries of {@code counts} with the highest counts, highest first. */
  private static List<Map.Entry<String, Long>> mostFirst(Map<String, Long> counts, int top) {
    List<Map.Entry<String, Long>> sorted = new ArrayList<>(counts.entrySet());
    sorted.sort(Map.Entry.<String, Long>comparingByValue().reversed());
    return sorted.subList(0, Math.min(top, sorted.size()));
  }

  /** {@code a.b.C$D} without its package: {@code C$D}. */
  private static String simpleName(String type) {
    return type.substring(type.lastIndexOf('.') + 1);
  }
}
