/**
 * Makes generated routes reviewable: the JSON route report and Mermaid diagram of each dispatcher,
 * the printed route table, and the routes lock file.
 *
 * <p>Takes {@code DispatcherModel}s and where handlers are written; gives report files and
 * lock-file diagnostics.
 *
 * <p>May import, of the processor's packages: {@code api}, {@code model}, {@code lang}, {@code
 * kotlin}, {@code diagnostics}, {@code incremental}, {@code output}.
 */
package dev.switchboard.processor.inspection;
