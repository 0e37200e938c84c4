/**
 * The annotation processor's entry point: runs the stages below it, round by round, on the
 * annotated elements javac hands it.
 *
 * <p>Takes the compilation's {@code @Handles} and {@code @EventDispatcher} elements and options;
 * gives the generated dispatchers, library indexes, route reports and module state.
 *
 * <p>Packages form layers and import only downwards, lowest first:
 *
 * <ol>
 *   <li>{@code api}, {@code output}: the names of Switchboard's types; the files the processor
 *       reads and writes
 *   <li>{@code model}: what the stages hand each other
 *   <li>{@code lang}, then {@code kotlin}, {@code diagnostics} and {@code completion}: the language
 *       model, and reporting
 *   <li>{@code validation}: annotated elements to models
 *   <li>{@code incremental}, then {@code multimodule}: earlier builds, and libraries
 *   <li>{@code resolution}: routes
 *   <li>{@code naming}: the names generated code can use
 *   <li>{@code inspection}, then {@code writing}: reports of the routes, and generated sources
 *   <li>{@code leftovers}: the files of an earlier build that a clean build would not have
 *   <li>this package
 * </ol>
 *
 * <p>Each package's documentation lists the packages it may import, and {@code
 * PackageDependenciesTest} checks that it imports no other.
 */
package dev.switchboard.processor;
