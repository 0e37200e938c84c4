/**
 * Interceptor bindings for Spring applications: {@link dev.switchboard.spring.AfterCommit}, {@link
 * dev.switchboard.spring.BeforeCommit}, {@link dev.switchboard.spring.AfterRollback} and {@link
 * dev.switchboard.spring.AfterCompletion} defer a handler to a phase of the current transaction;
 * {@link dev.switchboard.spring.OnTaskExecutor} runs it on an executor bean; {@link
 * dev.switchboard.spring.HandlerMetrics}, applied to every handler by default, times it. The starter defines
 * their interceptors as beans, which the generated dispatchers' constructors take.
 */
package dev.switchboard.spring;
