package dev.switchboard.spring.boot.chains;

import dev.switchboard.Dispatcher;

/**
 * A dispatcher whose implementation, {@link HandWiredNotices}, is written by hand in the shape the
 * processor generates with interceptors; its route report is {@code
 * chains/META-INF/switchboard/dev.switchboard.spring.boot.chains.Notices.json}, outside the tests'
 * own report folder, so only the contexts given that folder see it.
 */
public interface Notices extends Dispatcher<Notice> {}
