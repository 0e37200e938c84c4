create table payments (order_id varchar(32) not null, cents bigint not null);
