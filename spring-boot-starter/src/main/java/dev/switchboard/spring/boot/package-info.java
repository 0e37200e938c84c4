/**
 * Spring Boot auto-configuration for Switchboard: the application's generated dispatchers as beans,
 * and published events forwarded to them.
 */
package dev.switchboard.spring.boot;
