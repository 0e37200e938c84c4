package dev.switchboard.processor.writing;

import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.naming.ShadowedNames;
import java.util.Set;

/**
 * What every writer of one generated class reads: the model, its layout, and how the class names
 * types, members and variables.
 *
 * @param names how the class spells the types it names
 * @param memberNames how it names its static methods and nested classes
 * @param variables how it names its parameters and locals
 * @param handlers the fields and parameters that hold the handlers
 * @param taken the names its fields must not take; writers that add fields add theirs
 */
record WriterContext(
    DispatcherModel model,
    Layout layout,
    ShadowedNames names,
    MemberNames memberNames,
    VariableNames variables,
    HandlerVariables handlers,
    Set<String> taken) {}
